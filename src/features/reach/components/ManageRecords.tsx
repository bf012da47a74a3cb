import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import {
  createColumnHelper,
  ListStatus,
  noRowsText,
  PagedTable,
  queryError,
  RowActions,
  SearchField,
  type ListQueryState,
  type TableColumns,
} from '@/components/table';
import { Button } from '@/components/ui/Button';
import { pageOf, searchByName } from '../model/catalogue-records';
import { DeleteRecordDialog, type DeletableRecord, type DeleteRecordDialogProps } from './DeleteRecordDialog';
import { useReachListPage, useReachSearch } from './reach-route';

export interface ManageRecordsProps<R extends DeletableRecord> {
  /** One record and many, in lower case: 'vendor', 'vendors'. */
  noun: string;
  nouns: string;
  /** The whole list's query (the API sends every record at once). */
  list: ListQueryState & { data: { rows: R[] } | undefined };
  /** The list call's own text for a failure that says nothing. */
  listFallback: string;
  /** The record's own columns, shown between its name and its number of apps. */
  columns?: TableColumns<R>;
  /** The add (no record) or edit form. */
  renderForm: (record: R | undefined, onClose: () => void) => ReactNode;
  /** The delete mutation: rejects with the server's refusal. */
  remove: { mutateAsync: DeleteRecordDialogProps['onDelete']; isPending: boolean };
  /** The delete call's own text for a refusal that says nothing. */
  deleteFallback: string;
}

type Dialog<R> = { kind: 'create' } | { kind: 'edit'; record: R } | { kind: 'delete'; record: R } | null;

const numbers = new Intl.NumberFormat('en-GB');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One of Manage Apps' named records (vendors, categories), listed and edited alike. */
export function ManageRecords<R extends DeletableRecord>({
  noun,
  nouns,
  list,
  listFallback,
  columns: ownColumns,
  renderForm,
  remove,
  deleteFallback,
}: ManageRecordsProps<R>) {
  const search = useReachSearch();
  const { setFilter, paging } = useReachListPage(search);
  const [dialog, setDialog] = useState<Dialog<R>>(null);
  const Nouns = capitalised(nouns);
  const headingId = `manage-apps-${nouns}`;

  const rows = list.data?.rows;
  const found = useMemo(
    () => searchByName(rows ?? [], search.keyword, search.order),
    [rows, search.keyword, search.order],
  );
  const page = rows && { rows: pageOf(found, search.page, search.size), count: found.length };

  const columns = useMemo(() => {
    const column = createColumnHelper<R>();
    return column.columns([
      column.accessor((record) => record.name, { id: 'name', header: 'Name' }),
      ...(ownColumns ?? []),
      column.accessor((record) => record.item_count, {
        id: 'item_count',
        header: 'Apps',
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => numbers.format(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        meta: { hideHeader: true, align: 'right', padding: 'px-2', className: 'whitespace-nowrap' },
        cell: ({ row: { original: record } }) => (
          <RowActions
            actions={[
              {
                label: `Edit ${record.name}`,
                text: 'Edit',
                icon: Pencil,
                onSelect: () => setDialog({ kind: 'edit', record }),
              },
              {
                label: `Delete ${record.name}`,
                text: 'Delete',
                icon: Trash2,
                danger: true,
                onSelect: () => setDialog({ kind: 'delete', record }),
              },
            ]}
          />
        ),
      }),
    ]);
  }, [ownColumns]);

  const close = () => setDialog(null);

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {Nouns}
        </h2>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          New {noun}
        </Button>
      </div>
      <div className="mb-4 max-w-md">
        <SearchField
          label={`Search ${nouns}`}
          placeholder={`${capitalised(noun)} name`}
          value={search.keyword}
          onSearch={(keyword) => setFilter({ keyword })}
        />
      </div>

      <ListStatus
        error={queryError(list, `${Nouns} could not be loaded`, listFallback)}
        loading={!list.data && `Loading ${nouns}…`}
      >
        {() => (
          <PagedTable
            caption={Nouns}
            columns={columns}
            page={page}
            getRowId={(record) => record.id}
            rowHeader="name"
            sort={{ by: 'name', order: search.order }}
            onSortChange={({ order }) => setFilter({ order })}
            empty={noRowsText(nouns, search.keyword, false)}
            paging={{ label: `${Nouns} pages`, ...paging }}
          />
        )}
      </ListStatus>

      {dialog?.kind === 'create' && renderForm(undefined, close)}
      {dialog?.kind === 'edit' && (
        <Fragment key={dialog.record.id}>{renderForm(dialog.record, close)}</Fragment>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRecordDialog
          noun={noun}
          record={dialog.record}
          onDelete={(record) => remove.mutateAsync(record)}
          busy={remove.isPending}
          fallback={deleteFallback}
          onClose={close}
        />
      )}
    </section>
  );
}

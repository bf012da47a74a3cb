import { useMemo } from 'react';
import { createColumnHelper, DataTable, type TableColumns } from '@/components/table';
import { PersonAvatar } from '@/components/ui/Avatar';
import { formatDateTime } from '@/lib/format';
import { personName } from '@/lib/person';
import type { SurveyRecipient } from '../api/schemas';
import { answerText, NOT_YET_LABEL } from '../model/answer-labels';

const column = createColumnHelper<SurveyRecipient>();
const SUBTLE = 'block text-xs font-normal text-slate-600 dark:text-slate-300';

/** Answered people first (newest answer first), then who has not answered, by name. */
function byAnswer(a: SurveyRecipient, b: SurveyRecipient): number {
  if (a.answered_at && b.answered_at) return b.answered_at.localeCompare(a.answered_at);
  if (a.answered_at || b.answered_at) return a.answered_at ? -1 : 1;
  return personName(a.user).localeCompare(personName(b.user));
}

/** Everyone asked: their last activity in the app, answer, reason, when they answered, reminders. */
export function SurveyPeople({ recipients }: { recipients: readonly SurveyRecipient[] }) {
  const rows = useMemo(() => [...recipients].sort(byAnswer), [recipients]);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((row) => personName(row.user), {
          id: 'person',
          header: 'Person',
          enableSorting: false,
          cell: ({ row: { original } }) => (
            <span className="inline-flex items-center gap-2">
              <PersonAvatar person={original.user} decorative />
              <span>
                {personName(original.user)}
                <span className={SUBTLE}>{original.user.email}</span>
              </span>
            </span>
          ),
        }),
        column.accessor('last_active_at', {
          id: 'last_active',
          header: 'Last activity',
          enableSorting: false,
          cell: (info) => formatDateTime(info.getValue(), 'Never'),
        }),
        column.accessor('answer', {
          id: 'answer',
          header: 'Answer',
          enableSorting: false,
          cell: ({ row: { original } }) =>
            original.answer ? answerText(original.answer, original.keep_until) : NOT_YET_LABEL,
        }),
        column.accessor('reason', {
          id: 'reason',
          header: 'Reason',
          enableSorting: false,
          cell: (info) => info.getValue() || '—',
        }),
        column.accessor('answered_at', {
          id: 'answered',
          header: 'Answered',
          enableSorting: false,
          cell: (info) => formatDateTime(info.getValue()),
        }),
        column.accessor('reminders_sent', {
          id: 'reminders',
          header: 'Reminders',
          enableSorting: false,
          meta: { align: 'right' },
        }),
      ]) as TableColumns<SurveyRecipient>,
    [],
  );
  return (
    <DataTable
      caption="People asked"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      rowHeader="person"
      empty="Nobody has been asked yet."
    />
  );
}

import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SearchField } from '@/components/table/SearchField';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SegmentedChoice } from '@/components/ui/SegmentedChoice';
import { extractErrorText } from '@/lib/errors';
import { useMergeFlowsMutation } from '../api/flow-mutations';
import { FLOW_FALLBACKS, flowQueries } from '../api/flow-queries';
import type { Flow, FlowListQuery } from '../api/schemas';
import { flowTitle, lookAlikeKeyword, mergeCandidates } from '../model/flow-review';
import { SourceMarks } from './SourceMark';

/** Rows read for look-alikes or a search; more than this and the search is the way. */
const CANDIDATE_LIMIT = 25;
const NOTE = 'py-2 text-sm text-slate-600 dark:text-slate-300';

const candidateQuery = (keyword: string): FlowListQuery => ({
  keyword,
  status: 'all',
  order_by: 'name',
  order: 'asc',
  top: CANDIDATE_LIMIT,
});

/**
 * Folds another row of the same app (another source's, or one its name was spelt differently in)
 * into this one. It offers the rows that look like the same app (mapped to the same catalogue item,
 * or of a similar name) and a search of every row; the confirmation names the row that stays. The
 * dialog closes at once: the list shows one row with both rows' counts while the server merges, and
 * a refusal brings both back with the server's reason in a toast.
 */
export function MergeFlowDialog({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [other, setOther] = useState<Flow | null>(null);
  const [keep, setKeep] = useState<'this' | 'other'>('this');
  const [error, setError] = useState<string | null>(null);
  const { mutate: merge } = useMergeFlowsMutation();
  const name = useId();

  const keywords = keyword ? [keyword] : [lookAlikeKeyword(flow), ...(flow.app ? [flow.app.name] : [])];
  const reads = useQueries({
    queries: keywords.map((word) => flowQueries.list(candidateQuery(word))),
  });
  const rows = reads.flatMap((read) => read.data?.rows ?? []);
  const candidates = keyword ? rows.filter((row) => row.id !== flow.id) : mergeCandidates(flow, rows);
  const failed = reads.find((read) => read.isError && !read.data);
  const loading = reads.some((read) => read.isPending);
  const [kept, gone] = keep === 'this' || !other ? [flow, other] : [other, flow];

  const confirm = () => {
    if (!gone) {
      setError('Pick the row to merge with.');
      return;
    }
    merge({ kept, other: gone });
    onClose();
  };

  return (
    <ConfirmDialog
      tone="primary"
      size="md"
      title={`Merge ${flow.name} with…`}
      message="Pick the row of the same app that another source reports. The row that stays takes the other’s sources and events, so its counts are the two rows’ sums; the other row leaves the list."
      confirmLabel={gone ? `Merge into ${flowTitle(kept)}` : 'Merge'}
      onConfirm={confirm}
      onClose={onClose}
      error={error}
    >
      <SearchField
        className="mt-4"
        label="Search apps"
        placeholder="Name, domain or publisher"
        value={keyword}
        onSearch={setKeyword}
        busy={loading && rows.length > 0}
        data-autofocus
      />
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          {keyword ? `Apps matching “${keyword}”` : 'Apps that look the same'}
        </legend>
        {failed ? (
          <p role="alert" className="py-2 text-sm text-red-700 dark:text-red-300">
            {extractErrorText(failed.error, FLOW_FALLBACKS.list)}
          </p>
        ) : loading && rows.length === 0 ? (
          <p className={NOTE}>Looking for apps like it…</p>
        ) : candidates.length === 0 ? (
          <p className={NOTE}>
            {keyword ? 'No other app matches.' : 'No other app looks the same; search for it above.'}
          </p>
        ) : (
          <ul className="mt-2 max-h-64 space-y-1 overflow-auto">
            {candidates.map((row) => (
              <li key={row.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-slate-50 has-checked:bg-indigo-50 dark:hover:bg-slate-800 dark:has-checked:bg-indigo-950">
                  <input
                    type="radio"
                    name={name}
                    value={row.id}
                    checked={other?.id === row.id}
                    onChange={() => {
                      setOther(row);
                      setError(null);
                    }}
                    className="size-4 accent-indigo-600"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-slate-900 dark:text-white">
                      {flowTitle(row)}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      {row.app ? row.app.name : 'Not in the catalogue'} · {row.users.toLocaleString('en-US')}{' '}
                      {row.users === 1 ? 'person' : 'people'} · {row.sign_ins_30d.toLocaleString('en-US')}{' '}
                      sign-ins in 30 days
                    </span>
                  </span>
                  <SourceMarks sources={row.sources} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {other && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p aria-hidden="true" className="text-sm font-semibold text-slate-900 dark:text-white">
            Which row stays
          </p>
          <SegmentedChoice
            legend="Which row stays"
            value={keep}
            onChange={setKeep}
            options={[
              { value: 'this', label: `Keep ${flowTitle(flow)}` },
              { value: 'other', label: `Keep ${flowTitle(other)}` },
            ]}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}

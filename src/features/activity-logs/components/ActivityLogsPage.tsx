import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { LoadingState } from '@/components/ui/LoadingState';
import { extractErrorText } from '@/lib/errors';
import { useDownloadActivityLogsMutation } from '../api/activity-log-mutations';
import { activityLogQueries } from '../api/activity-log-queries';
import { ACTIVITY_PERIODS, FETCH_ACTIVITY_LOGS_FALLBACK, PERIOD_LABELS } from '../api/schemas';
import { queryFromSearch, type ActivityLogSearch } from '../search';
import { ActivityLogTable } from './ActivityLogTable';

const routeApi = getRouteApi('/_signedIn/_client/_clientAdmin/activity-logs');

const COLUMN_LABELS: Readonly<Record<ActivityLogSearch['order_by'], string>> = {
  time: 'time',
  actor: 'actor',
  action: 'action',
  target: 'target',
  ip_address: 'IP address',
};

/**
 * Activity logs (product.md §6, client_admin): the tenant's events, paged, filtered by period and
 * ordered on the server, with every choice kept in the URL; 'Download' saves the period as .xlsx.
 */
export function ActivityLogsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const periodId = useId();
  const list = useQuery(activityLogQueries.list(queryFromSearch(search)));
  const download = useDownloadActivityLogsMutation();

  const setSearch = (changes: Partial<ActivityLogSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }) });

  const data = list.data;
  const pastTheEnd =
    data !== undefined && !list.isPlaceholderData && data.rows.length === 0 && data.count > 0;
  const lastPage = data ? Math.max(1, Math.ceil(data.count / search.size)) : 1;

  // A shared link to a page that no longer exists (fewer events now) shows the last page instead.
  useEffect(() => {
    if (pastTheEnd && search.page > lastPage) {
      void navigate({ search: (previous) => ({ ...previous, page: lastPage }), replace: true });
    }
  }, [pastTheEnd, search.page, lastPage, navigate]);

  const caption = `Activity logs, ${PERIOD_LABELS[search.period].toLowerCase()}, ordered by ${COLUMN_LABELS[search.order_by]} (${
    search.order === 'asc' ? 'ascending' : 'descending'
  })`;

  return (
    <>
      <PageHeader
        title="Activity Logs"
        description="Who did what in your tenant, and when."
        actions={
          <Button
            variant="secondary"
            busy={download.isPending}
            onClick={() => download.mutate(search.period)}
          >
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            Download
          </Button>
        }
      />

      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={periodId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Period
          </label>
          <select
            id={periodId}
            value={search.period}
            onChange={(event) => {
              const period = ACTIVITY_PERIODS.find((choice) => choice === event.target.value);
              if (period) setSearch({ period, page: 1 });
            }}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          >
            {ACTIVITY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        </div>
        {list.isFetching && data !== undefined && <LoadingState>Loading…</LoadingState>}
      </div>

      {list.isError && data === undefined ? (
        <ErrorState
          title="Activity logs could not be loaded"
          message={extractErrorText(list.error, FETCH_ACTIVITY_LOGS_FALLBACK)}
          onRetry={() => void list.refetch()}
        />
      ) : data !== undefined && data.count === 0 ? (
        <EmptyState title="No activity in this period.">
          Events appear here as people in your company use Stackwise.
        </EmptyState>
      ) : (
        <>
          {data === undefined && (
            <p role="status" className="sr-only">
              Loading activity logs…
            </p>
          )}
          <ActivityLogTable
            search={search}
            rows={data?.rows}
            count={data?.count ?? 0}
            busy={list.isPlaceholderData}
            caption={caption}
            onSearchChange={setSearch}
          />
        </>
      )}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { FacetFilter, ListStatus, queryError, useListPage } from '@/components/table';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { LoadingState } from '@/components/ui/LoadingState';
import { useDownloadActivityLogsMutation } from '../api/activity-log-mutations';
import { activityLogQueries } from '../api/activity-log-queries';
import { ACTIVITY_PERIODS, ACTIVITY_LOG_FALLBACKS, PERIOD_LABELS, type ActivityPeriod } from '../api/schemas';
import { ACTIVITY_PAGE_SIZES, type ActivityLogSearch } from '../model/search';
import { queryFromSearch } from '../model/list-query';
import { ActivityLogTable } from './ActivityLogTable';

const routeApi = getRouteApi('/_signedIn/_client/_clientAdmin/activity-logs');

const COLUMN_LABELS: Readonly<Record<ActivityLogSearch['order_by'], string>> = {
  time: 'time',
  actor: 'actor',
  action: 'action',
  target: 'target',
  ip_address: 'IP address',
};

const PERIOD_OPTIONS = ACTIVITY_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));

/**
 * Activity logs (client admins): the tenant's events, paged, filtered by period and
 * ordered on the server, with every choice kept in the URL; 'Download' saves the period as .xlsx.
 */
export function ActivityLogsPage() {
  const search = routeApi.useSearch();
  const list = useQuery(activityLogQueries.list(queryFromSearch(search)));
  const listPage = useListPage({
    search,
    navigate: routeApi.useNavigate(),
    sizes: ACTIVITY_PAGE_SIZES,
    list,
  });
  const download = useDownloadActivityLogsMutation();

  const data = list.data;
  const shownPeriod = useShownPeriod(search.period, data !== undefined && !list.isPlaceholderData);
  const caption = `Activity logs, ${PERIOD_LABELS[shownPeriod].toLowerCase()}, ordered by ${COLUMN_LABELS[search.order_by]} (${
    search.order === 'asc' ? 'ascending' : 'descending'
  })`;

  return (
    <>
      <PageHeader
        title="Activity Logs"
        description="Who did what in your tenant, and when."
        actions={
          <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate(shownPeriod)}>
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            Download
          </Button>
        }
      />

      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <FacetFilter
          label="Period"
          options={PERIOD_OPTIONS}
          value={search.period}
          onChange={(period) => listPage.setFilter({ period })}
        />
        {list.isFetching && data !== undefined && <LoadingState>Loading…</LoadingState>}
      </div>

      <ListStatus
        error={queryError(list, 'Activity logs could not be loaded', ACTIVITY_LOG_FALLBACKS.list)}
        empty={
          data?.count === 0 && {
            title: 'No activity in this period.',
            description: 'Events appear here as people in your company use Stackwise.',
          }
        }
      >
        {() => (
          <>
            {data === undefined && (
              <p role="status" className="sr-only">
                Loading activity logs…
              </p>
            )}
            <ActivityLogTable list={listPage} page={data} caption={caption} />
          </>
        )}
      </ListStatus>
    </>
  );
}

/**
 * The period whose events are on screen: while another period loads, the previous one's rows stay,
 * and Download saves what the page shows, not a period the URL has moved to.
 */
function useShownPeriod(period: ActivityPeriod, loaded: boolean): ActivityPeriod {
  const [shown, setShown] = useState(period);
  if (loaded && shown !== period) setShown(period);
  return loaded ? period : shown;
}

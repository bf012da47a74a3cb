import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, DataTable, ListStatus, queryError } from '@/components/table';
import { Card as Section } from '@/components/ui/Card';
import { formatDateTime } from '@/lib/format';
import { fullName } from '@/lib/person';
import { cardQueries, CARD_FALLBACKS } from '../api/card-queries';
import type { CardActivity, CardActivityKind } from '../api/schemas';

const KIND_LABELS: Readonly<Record<CardActivityKind, string>> = {
  created: 'Created',
  updated: 'Updated',
  topped_up: 'Topped up',
  limit_changed: 'Limit changed',
  blocked: 'Blocked',
  activated: 'Activated',
  cancelled: 'Cancelled',
  renewed: 'Renewed',
  statement_synced: 'Statement synced',
};

/** Who did it: a person, or Stackwise for what the system did (a sync, a period's top-up). */
export const actorName = (activity: Pick<CardActivity, 'actor'>) =>
  activity.actor ? fullName(activity.actor) : 'Stackwise';

const column = createColumnHelper<CardActivity>();
const columns = [
  column.display({
    id: 'at',
    header: 'When',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => <time dateTime={row.original.at}>{formatDateTime(row.original.at)}</time>,
  }),
  column.display({ id: 'actor', header: 'Who', cell: ({ row }) => actorName(row.original) }),
  column.display({ id: 'kind', header: 'What', cell: ({ row }) => KIND_LABELS[row.original.kind] }),
  column.display({ id: 'details', header: 'Details', cell: ({ row }) => row.original.details }),
];

/** The card's activity, newest first: who did what and when, with the change in words. */
export function CardActivities({ cardId }: { cardId: string }) {
  const activities = useQuery(cardQueries.activities(cardId));
  const data = activities.data;
  return (
    <Section title="Activity">
      <ListStatus
        error={queryError(activities, 'The activity could not be loaded', CARD_FALLBACKS.activities)}
        loading={!data && 'Loading the activity…'}
        empty={data?.count === 0 && { title: 'Nothing has happened to this card yet' }}
      >
        {() => (
          <>
            <DataTable
              caption="Card activity"
              columns={columns}
              data={data?.rows}
              getRowId={(row) => row.id}
              rowHeader="at"
            />
            {data && data.count > data.rows.length && (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                The latest {data.rows.length} of {data.count} events.
              </p>
            )}
          </>
        )}
      </ListStatus>
    </Section>
  );
}

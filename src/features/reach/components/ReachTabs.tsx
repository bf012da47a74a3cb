import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { reachQueries } from '../api/reach-queries';
import { REACH_SEARCH_DEFAULTS, type ReachView } from '../model/reach-search';
import { requestListQueryOf, stackListQueryOf } from '../model/reach-list-query';
import { clientViews } from './reach-route';

const numbers = new Intl.NumberFormat('en-GB');

const LABELS: Partial<Record<ReachView, string>> = {
  catalogue: 'Catalogue',
  stack: 'My stack',
  'my-requests': 'My requests',
  requests: 'Requests',
};

/**
 * The counts the tabs show: each is the first page of its view as the view itself asks for it, so
 * opening the view reuses it and every stack change updates it at once.
 */
function useViewCounts(clientAdmin: boolean): Partial<Record<ReachView, number>> {
  const stack = useQuery(reachQueries.stackList(stackListQueryOf(REACH_SEARCH_DEFAULTS)));
  const mine = useQuery(reachQueries.requestList(requestListQueryOf(REACH_SEARCH_DEFAULTS, 'mine')));
  const tenant = useQuery({
    ...reachQueries.requestList(requestListQueryOf(REACH_SEARCH_DEFAULTS, 'tenant')),
    enabled: clientAdmin,
  });
  return {
    stack: stack.data?.count,
    'my-requests': mine.data?.count,
    requests: clientAdmin ? tenant.data?.count : undefined,
  };
}

/**
 * Reach's views as links (each view has its own address; the current one is marked for assistive
 * technology), with the number of entries where it is known: "My stack (2)" (its accessible name).
 */
export function ReachTabs({ current, clientAdmin }: { current: ReachView; clientAdmin: boolean }) {
  const counts = useViewCounts(clientAdmin);
  return (
    <nav aria-label="Reach views" className="mb-6 border-b border-slate-200 dark:border-slate-700">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {clientViews(clientAdmin).map((view) => {
          const active = view === current;
          const count = counts[view];
          return (
            <li key={view}>
              <Link
                to="/reach"
                search={view === 'catalogue' ? {} : { view }}
                aria-current={active ? 'page' : undefined}
                aria-label={count === undefined ? undefined : `${LABELS[view]} (${numbers.format(count)})`}
                className={`inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
                  active
                    ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-200'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:border-slate-500 dark:hover:text-white'
                }`}
              >
                {LABELS[view]}
                {count !== undefined && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      active
                        ? 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/70 dark:text-indigo-100'
                        : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
                    }`}
                  >
                    {numbers.format(count)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

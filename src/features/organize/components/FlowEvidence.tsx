import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  createColumnHelper,
  ListTable,
  StatusBadge,
  useListPage,
  type ListLoad,
  type TableColumns,
} from '@/components/table';
import { Card } from '@/components/ui/Card';
import { formatCount, formatDate, formatDateTime, formatTime } from '@/lib/format';
import { fullName, type Person } from '@/lib/person';
import { FLOW_FALLBACKS, flowQueries } from '../api/flow-queries';
import type { Flow, FlowEvent, FlowUser } from '../api/schemas';
import { FLOW_TYPE_LABELS } from '../model/flow-review';
import { EVIDENCE_PAGE_SIZE, evidencePage, type EvidenceList } from '../model/flow-evidence-search';
import { SourceName, SourceNames } from './SourceMark';

const routeApi = getRouteApi('/_signedIn/_client/organize/$id');

const SUBTLE = 'text-xs text-slate-600 dark:text-slate-300';
const NOWRAP = { className: 'whitespace-nowrap' } as const;

/**
 * One of the page's two lists, paged under its own name in the URL (`?people=2&events=3`): the
 * table kit's paging for it, the other list's page kept as it is.
 */
function useEvidencePaging<L extends ListLoad>(list: EvidenceList, query: L) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return useListPage({
    search: { page: search[list], size: EVIDENCE_PAGE_SIZE },
    navigate: ({ search: change, replace }) =>
      navigate({
        search: (previous) => ({
          ...previous,
          [list]: change({ page: previous[list], size: EVIDENCE_PAGE_SIZE }).page,
        }),
        replace,
        // Paging a list low on the page keeps the reader there.
        resetScroll: false,
      }),
    list: query,
  });
}

/** An address that may break before its '@' (a table's narrow column), and nowhere else. */
function Address({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** A person as the logs matched them: their name and address, or the bare address no user has. */
function PersonCell({ person, email }: { person: Person | null; email: string }) {
  const name = person ? fullName(person) : '';
  if (!name) return <Address email={email} />;
  return (
    <span className="flex flex-col">
      <span>{name}</span>
      <span className={SUBTLE}>
        <Address email={email} />
      </span>
    </span>
  );
}

const person = createColumnHelper<FlowUser>();
const PEOPLE_COLUMNS: TableColumns<FlowUser> = [
  person.display({
    id: 'person',
    header: 'Person',
    cell: ({ row: { original } }) => <PersonCell person={original.user} email={original.user.email} />,
  }),
  person.display({
    id: 'first_seen',
    header: 'First seen',
    meta: NOWRAP,
    cell: ({ row: { original } }) => (
      <time dateTime={original.first_seen}>{formatDateTime(original.first_seen)}</time>
    ),
  }),
  person.display({
    id: 'last_seen',
    header: 'Last seen',
    meta: NOWRAP,
    cell: ({ row: { original } }) => (
      <time dateTime={original.last_seen}>{formatDateTime(original.last_seen)}</time>
    ),
  }),
  person.display({
    id: 'sign_ins',
    header: 'Sign-ins',
    meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
    cell: ({ row: { original } }) => formatCount(original.sign_ins),
  }),
  person.display({
    id: 'sources',
    header: 'Sources',
    cell: ({ row: { original } }) => <SourceNames sources={original.sources} />,
  }),
];

/** Where the event came from, as far as the source says: the client, the IP address, the place. */
function OriginCell({ event }: { event: FlowEvent }) {
  if (!event.client && !event.ip_address && !event.location) return <span className={SUBTLE}>Not given</span>;
  return (
    <span className="flex flex-col">
      {event.client && <span>{event.client}</span>}
      {event.ip_address && <span className={`${SUBTLE} tabular-nums`}>{event.ip_address}</span>}
      {event.location && <span className={SUBTLE}>{event.location}</span>}
    </span>
  );
}

function ScopesCell({ scopes }: { scopes: readonly string[] }) {
  if (scopes.length === 0) return <span className={SUBTLE}>None</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {scopes.map((scope) => (
        <li key={scope} className="font-mono text-xs break-all">
          {scope}
        </li>
      ))}
    </ul>
  );
}

// The events' table has the most columns: tighter cells keep it within the page.
const TIGHT = 'px-3 py-3';

const event = createColumnHelper<FlowEvent>();
const EVENT_COLUMNS: TableColumns<FlowEvent> = [
  event.display({
    id: 'time',
    header: 'Time',
    meta: { padding: TIGHT },
    cell: ({ row: { original } }) => (
      <time dateTime={original.time} className="flex flex-col whitespace-nowrap tabular-nums">
        <span>{formatDate(original.time)}</span>
        <span className={SUBTLE}>{formatTime(original.time)}</span>
      </time>
    ),
  }),
  event.display({
    id: 'user',
    meta: { padding: TIGHT },
    header: 'User',
    cell: ({ row: { original } }) => <PersonCell person={original.user} email={original.user_email} />,
  }),
  event.display({
    id: 'source',
    meta: { padding: TIGHT },
    header: 'Source',
    cell: ({ row: { original } }) => <SourceName source={original.source} />,
  }),
  event.display({
    id: 'event',
    meta: { padding: TIGHT },
    header: 'Event',
    cell: ({ row: { original } }) => (
      <span className="flex flex-col">
        <span className="whitespace-nowrap">{original.event}</span>
        <span className={SUBTLE}>{FLOW_TYPE_LABELS[original.type]}</span>
      </span>
    ),
  }),
  event.display({
    id: 'outcome',
    meta: { padding: TIGHT },
    header: 'Outcome',
    cell: ({ row: { original } }) =>
      original.outcome === 'success' ? (
        <StatusBadge tone="positive">Success</StatusBadge>
      ) : (
        <StatusBadge tone="warning">Failure</StatusBadge>
      ),
  }),
  event.display({
    id: 'origin',
    meta: { padding: TIGHT },
    header: 'Client and place',
    cell: ({ row: { original } }) => <OriginCell event={original} />,
  }),
  event.display({
    id: 'scopes',
    meta: { padding: TIGHT },
    header: 'Scopes',
    cell: ({ row: { original } }) => <ScopesCell scopes={original.scopes} />,
  }),
];

/** A section's heading with its total: 'Who uses it (12)'. */
function Titled({ title, total }: { title: string; total: number }) {
  return (
    <>
      {title} <span className="font-normal text-slate-600 dark:text-slate-300">({formatCount(total)})</span>
    </>
  );
}

const PEOPLE_TABLE = {
  caption: 'People',
  noun: 'people',
  errorFallback: FLOW_FALLBACKS.users,
  getRowId: (row: FlowUser) => row.user.user_id || row.user.email,
  rowHeader: 'person',
  columns: PEOPLE_COLUMNS,
  clearable: false,
  nothingYet: { title: 'No one has used it yet' },
} as const;

const EVENTS_TABLE = {
  caption: 'Events',
  noun: 'events',
  errorFallback: FLOW_FALLBACKS.events,
  getRowId: (row: FlowEvent) => row.id,
  rowHeader: 'time',
  columns: EVENT_COLUMNS,
  clearable: false,
  nothingYet: { title: 'No events yet' },
} as const;

/** Who uses the app: each person's first and last sign-in, how many and where seen; most sign-ins first. */
export function FlowPeople({ flow }: { flow: Flow }) {
  const search = routeApi.useSearch();
  const people = useQuery(flowQueries.users(flow.id, evidencePage(search, 'people')));
  const listPage = useEvidencePaging('people', people);
  return (
    <Card title={<Titled title="Who uses it" total={people.data?.count ?? flow.users} />}>
      <ListTable {...PEOPLE_TABLE} listPage={listPage} />
    </Card>
  );
}

/**
 * The events the app was found in, newest first, as each source reported them: when, who, the
 * source's own event name and how the app was reached, the outcome, the client and place where the
 * source gives them, and the OAuth scopes granted.
 */
export function FlowEvents({ flow }: { flow: Flow }) {
  const search = routeApi.useSearch();
  const events = useQuery(flowQueries.events(flow.id, evidencePage(search, 'events')));
  const listPage = useEvidencePaging('events', events);
  return (
    <Card title={<Titled title="Events" total={events.data?.count ?? flow.events} />}>
      <ListTable {...EVENTS_TABLE} listPage={listPage} />
    </Card>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { Detail, DetailList } from '@/components/ui/Details';
import { Figures } from '@/components/ui/Figures';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLink } from '@/components/ui/RecordLink';
import { formatCount, formatDateTime } from '@/lib/format';
import { personName } from '@/lib/person';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { ProductLogo } from '@/features/reach';
import { flowQueries } from '../api/flow-queries';
import type { Flow } from '../api/schemas';
import { FLOW_TYPE_LABELS } from '../model/flow-review';
import { FlowEvents, FlowPeople } from './FlowEvidence';
import { FlowReviewActions } from './FlowReviewActions';
import { FlowStatusBadge } from './FlowStatusBadge';
import { SourceNames } from './SourceMark';

const SUBTLE = 'block text-xs font-normal text-slate-600 dark:text-slate-300';

/** The catalogue product the app is, with its mark and its page; or that it is not in the catalogue. */
function CatalogueApp({ flow }: { flow: Flow }) {
  if (!flow.app) return <>Not in the catalogue</>;
  return (
    <span className="inline-flex items-center gap-2">
      <ProductLogo name={flow.app.name} size="sm" />
      <span>
        <RecordLink to="/product/$slug" params={{ slug: flow.app.slug }}>
          {flow.app.name}
        </RecordLink>
        <span className={SUBTLE}>{flow.app.vendor}</span>
      </span>
    </span>
  );
}

function FlowDetails({ flow }: { flow: Flow }) {
  return (
    <Card title="About this app" className="mb-6">
      <DetailList>
        <Detail label="Catalogue app">
          <CatalogueApp flow={flow} />
        </Detail>
        <Detail label="Sources">
          <SourceNames sources={flow.sources} />
        </Detail>
        <Detail label="Reached by">
          {flow.types.map((type) => FLOW_TYPE_LABELS[type]).join(', ') || '—'}
        </Detail>
        <Detail label="Status">
          <FlowStatusBadge status={flow.status} />
          {flow.reviewed_at && <span className={SUBTLE}>Since {formatDateTime(flow.reviewed_at)}</span>}
        </Detail>
        <Detail label="Owner">
          {flow.owner ? (
            <>
              {personName(flow.owner)}
              <span className={`${SUBTLE} break-all`}>{flow.owner.email}</span>
            </>
          ) : (
            'No owner'
          )}
        </Detail>
        <Detail label="Domain">{flow.domain ?? 'Not given'}</Detail>
        <Detail label="Publisher">{flow.publisher ?? 'Not given'}</Detail>
        <Detail label="First seen">
          <time dateTime={flow.first_seen}>{formatDateTime(flow.first_seen)}</time>
        </Detail>
        <Detail label="Last seen">
          <time dateTime={flow.last_seen}>{formatDateTime(flow.last_seen)}</time>
        </Detail>
      </DetailList>
    </Card>
  );
}

/** What someone who is not a client admin sees where the evidence would be. */
function EvidenceForAdmins() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      The people who use this app and the sign-in events behind these counts are shown to client admins only.
    </p>
  );
}

/**
 * One discovered app (`/organize/<id>`): its name as the logs show it, the catalogue product it is,
 * where and how it was seen, its review and owner, and its counts. Client admins also see the
 * evidence, the people and the events the counts are made of, and review it here; everyone else sees
 * the counts alone (the evidence holds people's addresses, and its calls are refused to them).
 */
export function FlowDetailPage({ flowId }: { flowId: string }) {
  const {
    data: { flow },
  } = useSuspenseQuery(flowQueries.detail(flowId));
  const isAdmin = useHasRole(CLIENT_ADMIN);
  return (
    <>
      <PageHeader
        title={flow.name}
        description={[flow.domain, flow.publisher].filter(Boolean).join(' · ') || 'Discovered app'}
        actions={isAdmin && <FlowReviewActions flow={flow} variant="buttons" />}
      />
      <Figures
        title="Counts"
        className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
        figures={[
          { label: 'Users', value: formatCount(flow.users), hint: 'Distinct people in its events' },
          {
            label: 'Sign-ins, last 30 days',
            value: formatCount(flow.sign_ins_30d),
            hint: 'Successful sign-ins',
          },
          { label: 'Events', value: formatCount(flow.events), hint: 'Every event it was seen in' },
        ]}
      />
      <FlowDetails flow={flow} />
      {isAdmin ? (
        // Each list keeps within the page's width; a wide table scrolls inside its own box.
        <div className="grid gap-6 *:min-w-0">
          <FlowPeople flow={flow} />
          <FlowEvents flow={flow} />
        </div>
      ) : (
        <EvidenceForAdmins />
      )}
    </>
  );
}

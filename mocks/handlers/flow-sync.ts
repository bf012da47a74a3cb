/**
 * A finished audit-log sync's part in Organize: the source's events since its last sync come in
 * (recorded as a `flowImports` row; the events are generated from it on every read), counts move on
 * the apps they belong to, and each app the logs had not shown becomes a `new` row that every client
 * admin of the tenant is told about.
 */
import type { FlowSource } from '@/features/organize/api/schemas';
import { catalogueIndex, flowImports, flows, tenantFlowImports } from '../db';
import { flowGroups, ensureFlows, newFlowRecord } from '../fixtures/flows';
import { stableUuid } from '../hash';
import { clientAdminIds, sendNotification } from '../notify';

const DAY_MS = 86_400_000;

const SOURCE_LABELS: Readonly<Record<FlowSource, string>> = {
  azure: 'Microsoft Entra ID',
  google: 'Google Workspace',
  okta: 'Okta',
};

function eventsOf(tenantId: string, source: FlowSource): number {
  let total = 0;
  for (const group of flowGroups(tenantId).values())
    if (group.source === source) total += group.events.length;
  return total;
}

/**
 * Brings in what a successful sync of `source` read, from `from` (its previous sync's end; a day
 * before `to` for a first sync) to `to`. Returns how many events were new and the apps found.
 */
export async function importSyncedEvents(
  tenantId: string,
  source: FlowSource,
  window: { from: string | null; to: string },
): Promise<{ events: number; apps: string[] }> {
  await ensureFlows(tenantId);
  const before = eventsOf(tenantId, source);
  const number = tenantFlowImports(tenantId).filter((i) => i.source === source).length + 1;
  const to = Date.parse(window.to);
  await flowImports.create({
    id: stableUuid(`flow-import:${tenantId}:${source}:${number}`),
    tenant_id: tenantId,
    source,
    number,
    from: window.from ?? new Date(to - DAY_MS).toISOString(),
    to: window.to,
  });
  const held = new Set(
    flows.findMany((q) => q.where((f) => f.tenant_id === tenantId)).flatMap((f) => f.keys),
  );
  const products = new Set(catalogueIndex().productById.keys());
  const admins = clientAdminIds(tenantId);
  const apps: string[] = [];
  for (const group of flowGroups(tenantId).values()) {
    if (group.source !== source || held.has(group.key)) continue;
    const record = await flows.create(newFlowRecord(tenantId, group, products));
    apps.push(record.name);
    await sendNotification({
      userIds: admins,
      kind: 'app_discovered',
      title: `${record.name} found in the ${SOURCE_LABELS[source]} sign-in logs`,
      text: `New app discovered: ${record.name}`,
      link: `/organize/${record.id}`,
    });
  }
  return { events: eventsOf(tenantId, source) - before, apps };
}

/** The sync's message once its events are in: "Imported 38 events; 1 new app found." */
export function importWords({ events, apps }: { events: number; apps: readonly string[] }): string {
  const found = apps.length === 0 ? 'no new apps' : `${apps.length} new app${apps.length === 1 ? '' : 's'}`;
  return `Imported ${events.toLocaleString('en-US')} events; ${found} found.`;
}

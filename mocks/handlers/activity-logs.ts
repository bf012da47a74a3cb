/**
 * Activity logs: a client admin's server-paged view of their tenant's events, and the same events
 * of a period as a real .xlsx download. The events live outside @msw/data, as typed arrays generated
 * on first use (see mocks/fixtures/activity-logs.ts); this module only reads them. The query is read
 * like every list's (mocks/http/list.ts); sorting and paging work on the arrays' row numbers.
 */
import { HttpResponse } from 'msw';
import {
  ACTIVITY_LOG_SHEET_HEADER,
  ACTIVITY_ORDER_FIELDS,
  DEFAULT_ACTIVITY_PERIOD,
  MAX_ACTIVITY_PAGE_SIZE,
  XLSX_MIME_TYPE,
  activityLogsFileName,
  activityPeriodSchema,
  type ActivityLogList,
  type ActivityOrderBy,
  type ActivityPeriod,
} from '@/features/activity-logs/api/schemas';
import { onReseed } from '../control';
import { state } from '../db';
import {
  activityLogAt,
  loadActivityLogs,
  clearActivityLogs,
  countInPeriod,
  pageOf,
  type ActivityLogTable,
} from '../fixtures/activity-logs';
import { authed, type AuthedContext } from '../http/handler';
import { parseListQuery, type ListSpec } from '../http/list';
import { json, permissionDenied } from '../http/replies';

// Reseeding (Reset demo data, a scenario switch, Vitest's resetMockApi) drops the generated events;
// they are rebuilt on the next call for the new scenario and reference day.
onReseed(() => clearActivityLogs());

export const DEFAULT_ACTIVITY_PAGE_SIZE = 25;

/** The list's query: the usual paging and order, and the period (`7d`, `30d`, …) as its filter. */
const LIST = {
  orderBy: ACTIVITY_ORDER_FIELDS,
  defaultOrderBy: 'time',
  defaultOrder: 'desc',
  defaultTop: DEFAULT_ACTIVITY_PAGE_SIZE,
  maxTop: MAX_ACTIVITY_PAGE_SIZE,
  filters: { period: activityPeriodSchema },
} satisfies ListSpec<ActivityOrderBy, { period: typeof activityPeriodSchema }>;

/** The caller's tenant's events; the platform's super admin has no tenant of their own (403). */
async function tableFor({
  tenantId,
}: Pick<AuthedContext<undefined>, 'tenantId'>): Promise<ActivityLogTable | null> {
  return tenantId ? loadActivityLogs(tenantId, state.scenario, state.referenceDate) : null;
}

const ADMINS = { roles: ['client_admin'] } as const;

/** The spreadsheet for a period: header row, then every event of the period, newest first. */
export async function activityLogWorkbook(table: ActivityLogTable, period: ActivityPeriod): Promise<Blob> {
  // Loaded only when someone downloads, so the mock API's own chunk stays small.
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const count = countInPeriod(table, period);
  const header = ACTIVITY_LOG_SHEET_HEADER.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows: (string | Date | { value: string; fontWeight: 'bold' })[][] = [header];
  for (let row = 0; row < count; row++) {
    const actor = table.actors[table.actor[row]!]!;
    rows.push([
      new Date(table.time[row]!),
      actor.name,
      actor.email,
      table.actions[table.action[row]!]!,
      table.targets[table.target[row]!]!,
      table.ips[table.ip[row]!]!,
    ]);
  }
  return writeExcelFile(rows, {
    sheet: 'Activity logs',
    dateFormat: 'yyyy-mm-dd hh:mm:ss',
    stickyRowsCount: 1,
    columns: [{ width: 20 }, { width: 24 }, { width: 34 }, { width: 28 }, { width: 40 }, { width: 16 }],
  }).toBlob();
}

export const activityLogHandlers = [
  authed.get('/tenants/get_activity_logs/', ADMINS, async (context) => {
    const table = await tableFor(context);
    if (!table) return permissionDenied();
    const list = parseListQuery(context.query, LIST);
    if (!list.ok) return list.response;
    const { skip, top = DEFAULT_ACTIVITY_PAGE_SIZE, order, order_by, filters } = list.query;
    const { rows, count } = pageOf(table, {
      skip,
      top,
      period: filters.period ?? DEFAULT_ACTIVITY_PERIOD,
      order,
      order_by,
    });
    const body: ActivityLogList = { rows: rows.map((row) => activityLogAt(table, row)), count };
    return json(body);
  }),

  authed.get('/tenants/download_activity_logs/', ADMINS, async (context) => {
    const table = await tableFor(context);
    if (!table) return permissionDenied();
    const list = parseListQuery(context.query, LIST);
    if (!list.ok) return list.response;
    const blob = await activityLogWorkbook(table, list.query.filters.period ?? DEFAULT_ACTIVITY_PERIOD);
    // An ArrayBuffer body works with every fetch implementation (browser, undici, jsdom).
    const body = await blob.arrayBuffer();
    return new HttpResponse(body, {
      status: 200,
      headers: {
        'Content-Type': XLSX_MIME_TYPE,
        'Content-Disposition': `attachment; filename="${activityLogsFileName()}"`,
        'Content-Length': String(body.byteLength),
      },
    });
  }),
];

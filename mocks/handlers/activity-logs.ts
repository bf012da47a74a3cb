/**
 * Activity logs (seed §7): a client admin's server-paged view of their tenant's events, and the
 * same events of a period as a real .xlsx download. The events live outside @msw/data (see
 * mocks/fixtures/activity-logs.ts); this module only reads them.
 */
import { http, HttpResponse } from 'msw';
import {
  ACTIVITY_LOG_SHEET_HEADER,
  ACTIVITY_ORDER_FIELDS,
  ACTIVITY_PERIODS,
  DEFAULT_ACTIVITY_PERIOD,
  MAX_ACTIVITY_PAGE_SIZE,
  XLSX_MIME_TYPE,
  activityLogsFileName,
  type ActivityLogList,
  type ActivityOrderBy,
  type ActivityPeriod,
  type SortOrder,
} from '@/features/activity-logs/api/schemas';
import { onReseed } from '../control';
import { state } from '../db';
import {
  activityLogAt,
  activityLogsFor,
  clearActivityLogs,
  countInPeriod,
  pageOf,
  type ActivityLogTable,
} from '../fixtures/activity-logs';
import { authenticate } from '../http/auth';
import { intParam } from '../http/input';
import { apiPath } from '../http/paths';
import { fieldErrors, json, permissionDenied, type FieldErrors } from '../http/replies';

// Reseeding (Reset demo data, a scenario switch, Vitest's resetMockApi) drops the generated events;
// they are rebuilt on the next call for the new scenario and reference day.
onReseed(() => clearActivityLogs());

export const DEFAULT_ACTIVITY_PAGE_SIZE = 25;

type Choice<T extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** A choice parameter: absent or blank → fallback, anything else must be one of `choices`. */
function choiceParam<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback: T,
): Choice<T> {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return { ok: true, value: fallback };
  if ((choices as readonly string[]).includes(raw)) return { ok: true, value: raw as T };
  return { ok: false, errors: { [name]: [`"${raw}" is not a valid choice.`] } };
}

function merged(...results: ({ ok: true } | { ok: false; errors: FieldErrors })[]): FieldErrors {
  return Object.assign({}, ...results.map((r) => (r.ok ? {} : r.errors))) as FieldErrors;
}

/** The caller's tenant's events, or the reply refusing them (client_admin only, tenant-scoped). */
function tableFor(
  request: Request,
): { ok: true; table: ActivityLogTable } | { ok: false; response: Response } {
  const auth = authenticate(request, { roles: ['client_admin'] });
  if (!auth.ok) return auth;
  const tenantId = auth.principal.account.tenant_id;
  if (!tenantId) return { ok: false, response: permissionDenied() };
  return { ok: true, table: activityLogsFor(tenantId, state.scenario, state.referenceDate) };
}

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
  http.get(apiPath('/tenants/get_activity_logs/'), ({ request }) => {
    const found = tableFor(request);
    if (!found.ok) return found.response;
    const params = new URL(request.url).searchParams;
    const skip = intParam(params, 'skip', 0);
    const top = intParam(params, 'top', DEFAULT_ACTIVITY_PAGE_SIZE, { min: 1, max: MAX_ACTIVITY_PAGE_SIZE });
    const period = choiceParam<ActivityPeriod>(params, 'period', ACTIVITY_PERIODS, DEFAULT_ACTIVITY_PERIOD);
    const order = choiceParam<SortOrder>(params, 'order', ['asc', 'desc'], 'desc');
    const orderBy = choiceParam<ActivityOrderBy>(params, 'order_by', ACTIVITY_ORDER_FIELDS, 'time');
    if (!skip.ok || !top.ok || !period.ok || !order.ok || !orderBy.ok) {
      return fieldErrors(merged(skip, top, period, order, orderBy));
    }
    const { rows, count } = pageOf(found.table, {
      skip: skip.value ?? 0,
      top: top.value ?? DEFAULT_ACTIVITY_PAGE_SIZE,
      period: period.value,
      order: order.value,
      order_by: orderBy.value,
    });
    const body: ActivityLogList = { rows: rows.map((row) => activityLogAt(found.table, row)), count };
    return json(body);
  }),

  http.get(apiPath('/tenants/download_activity_logs/'), async ({ request }) => {
    const found = tableFor(request);
    if (!found.ok) return found.response;
    const params = new URL(request.url).searchParams;
    const period = choiceParam<ActivityPeriod>(params, 'period', ACTIVITY_PERIODS, DEFAULT_ACTIVITY_PERIOD);
    if (!period.ok) return fieldErrors(period.errors);
    const blob = await activityLogWorkbook(found.table, period.value);
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

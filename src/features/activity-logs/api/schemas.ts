import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';

export * from './list-words';
import type { ActivityOrderBy, ActivityPeriod, SortOrder } from './list-words';

export const activityLogSchema = z.object({
  id: z.string(),
  /** ISO 8601, UTC. */
  time: z.string(),
  actor: z.object({ name: z.string(), email: z.string() }),
  action: z.string(),
  target: z.string(),
  ip_address: z.string(),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;

export const activityLogListSchema = listReply(activityLogSchema);
export type ActivityLogList = z.infer<typeof activityLogListSchema>;

/** `GET /tenants/get_activity_logs/` query: skip, top, period, order, order_by. */
export type ActivityLogQuery = {
  skip: number;
  top: number;
  period: ActivityPeriod;
  order: SortOrder;
  order_by: ActivityOrderBy;
};

/** The largest page the server hands out. */
export const MAX_ACTIVITY_PAGE_SIZE = 500;

export const ACTIVITY_LOG_FALLBACKS = {
  list: 'Unable to fetch activity logs. Please try again',
  download: 'Unable to download activity logs. Please try again',
} as const;

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheet's header row; the mock API writes it and tests read it back. */
export const ACTIVITY_LOG_SHEET_HEADER = [
  'Time (UTC)',
  'Actor',
  'Actor email',
  'Action',
  'Target',
  'IP address',
] as const;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `activity_logs_20260315_101500.xlsx`: activity_logs_, a UTC timestamp, .xlsx. */
export function activityLogsFileName(date: Date = new Date()): string {
  const stamp =
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}_` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  return `activity_logs_${stamp}.xlsx`;
}

/**
 * Builds a tenant's activity-log table off the page's main thread: tens of thousands of events take
 * longer to generate than a frame may last. The columns travel back as transferred buffers.
 */
import { generateActivityLogs } from '../fixtures/activity-logs';
import type { ScenarioName } from '../scenarios';

export interface ActivityLogRequest {
  tenantId: string;
  scenario: ScenarioName;
  referenceDate: string;
}

self.onmessage = ({ data }: MessageEvent<ActivityLogRequest>) => {
  const table = generateActivityLogs(data.tenantId, data.scenario, data.referenceDate);
  const buffers = [table.time, table.actor, table.action, table.target, table.ip].map((c) => c.buffer);
  (self as unknown as Worker).postMessage(table, buffers as ArrayBuffer[]);
};

/**
 * Activity logs in Node (run by scripts/bench-activity-logs.mjs through tsx): how long generating a
 * tenant's events takes, the first page through msw/node, and the 90-day .xlsx download (time and
 * size), for the default and large scenarios. Prints one JSON line per scenario.
 */
import { activityLogsFor } from '../mocks/fixtures/activity-logs';
import { state } from '../mocks/db';
import { ACME_TENANT_ID } from '../mocks/fixtures';
import { resetMockApi, server, tokensFor } from '../mocks/node';
import type { ScenarioName } from '../mocks/scenarios';

const API = 'http://localhost/api/v1';

async function measure(scenario: ScenarioName) {
  await resetMockApi(scenario);
  const headers = { Authorization: `Bearer ${tokensFor('admin@acme.test').access}` };

  let started = performance.now();
  const first = await fetch(`${API}/tenants/get_activity_logs/?period=90d&top=25`, { headers });
  const { count } = (await first.json()) as { count: number };
  const firstPageMs = performance.now() - started;
  const generationMs = activityLogsFor(ACME_TENANT_ID, state.scenario, state.referenceDate).generationMs;

  started = performance.now();
  const sorted = await fetch(`${API}/tenants/get_activity_logs/?period=90d&top=25&order_by=actor&skip=5000`, {
    headers,
  });
  await sorted.json();
  const sortedPageMs = performance.now() - started;

  started = performance.now();
  const xlsx = await fetch(`${API}/tenants/download_activity_logs/?period=90d`, { headers });
  const bytes = (await xlsx.arrayBuffer()).byteLength;
  const xlsxMs = performance.now() - started;
  if (xlsx.status !== 200) throw new Error(`download answered ${xlsx.status}`);
  return { scenario, count, generationMs, firstPageMs, sortedPageMs, xlsxMs, bytes };
}

server.listen({ onUnhandledRequest: 'error' });
try {
  for (const scenario of ['default', 'large'] as const) {
    console.log(JSON.stringify(await measure(scenario)));
  }
} finally {
  server.close();
}

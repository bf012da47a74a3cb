/**
 * `GET /cloud/spend/`: the caller's tenant's cloud spend per provider, service and month, for the
 * last 12 whole months and the current one, in the tenant's currency (the super admin: 403). The
 * figures are made at read time from the reference day (mocks/fixtures/cloud.ts).
 */
import { SCENARIOS } from '../scenarios';
import { state } from '../db';
import { cloudSpendRows } from '../fixtures/cloud';
import { authed } from '../http/handler';
import { json, permissionDenied } from '../http/replies';
import { utcToday } from '@/lib/calendar';
import { tenantCurrency } from './contract-views';
import { reportIdFor } from './reports';

export const cloudHandlers = [
  authed.get('/cloud/spend/', {}, ({ tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const { months, rows } = cloudSpendRows(tenantId, utcToday());
    return json({
      currency: tenantCurrency(tenantId),
      months,
      // The empty scenario has no cloud accounts connected.
      rows: SCENARIOS[state.scenario].withContracts ? rows : [],
      report_id: reportIdFor(tenantId, 'cloud'),
    });
  }),
];

/**
 * Embedded reports: `GET /pbi/reports/<reportId>/` gives the embed configuration of one of the
 * caller's tenant's reports (404 for any other id). The demo cannot reach the report service, so
 * every reply says `offline: true` and the app shows its stand-in; the token is opaque and
 * expires an hour after it was issued.
 */
import { ACME_TENANT_ID } from '../fixtures/tenants';
import { authed } from '../http/handler';
import { json, notFound, permissionDenied } from '../http/replies';

export const REPORT_NOT_FOUND = 'Report not found.';
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

type ReportArea = 'usage' | 'cloud';

interface KnownReport {
  id: string;
  name: string;
  area: ReportArea;
}

/** The reports each tenant has (Acme's two; the others none). */
const REPORTS: Readonly<Record<string, readonly KnownReport[]>> = {
  [ACME_TENANT_ID]: [
    { id: 'usage-overview', name: 'Usage overview', area: 'usage' },
    { id: 'cloud-spend', name: 'Cloud spend', area: 'cloud' },
  ],
};

/** The id of the tenant's embedded report for an area, or null when it has none. */
export function reportIdFor(tenantId: string, area: ReportArea): string | null {
  return REPORTS[tenantId]?.find((r) => r.area === area)?.id ?? null;
}

function opaqueToken(): string {
  return `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
}

export const reportHandlers = [
  authed.get('/pbi/reports/:reportId/', {}, ({ params, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const report = REPORTS[tenantId]?.find((r) => r.id === params.reportId);
    if (!report) return notFound(REPORT_NOT_FOUND);
    return json({
      id: report.id,
      name: report.name,
      embed_url: `https://app.powerbi.com/reportEmbed?reportId=${report.id}`,
      token: opaqueToken(),
      expiry: new Date(Date.now() + TOKEN_LIFETIME_MS).toISOString(),
      offline: true,
    });
  }),
];

import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { BarChart } from '@/components/charts';
import {
  DataTable,
  FacetFilter,
  ListStatus,
  queryError,
  ResultCount,
  SearchField,
  TableToolbar,
  useListPage,
  type FacetOption,
} from '@/components/table';
import { Card } from '@/components/ui/Card';
import { EmbeddedReport } from '@/features/reports';
import { LOW_UTILISATION_FILTERS, USAGE_ORDER_FIELDS, type LowUtilisationFilter } from '../api/list-words';
import { LICENSE_FALLBACKS, licenseQueries } from '../api/license-queries';
import type { UsageRow } from '../api/schemas';
import { USAGE_SEARCH_DEFAULTS } from '../model/usage-search';
import { formatUtilisation, usageView } from '../model/usage-view';
import { usageColumns } from './usage-columns';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const InactiveUsersDialog = lazyDialog(() =>
  import('./InactiveUsersDialog').then((module) => module.InactiveUsersDialog),
);

const routeApi = getRouteApi('/_signedIn/_client/usage');

const LOW_LABELS: Record<LowUtilisationFilter, string> = {
  all: 'Every app',
  '50': 'Below 50%',
  '70': 'Below 70%',
};
const LOW_OPTIONS: FacetOption<LowUtilisationFilter>[] = LOW_UTILISATION_FILTERS.map((value) => ({
  value,
  label: LOW_LABELS[value],
}));

/** The apps with the most seats, for the offline report's chart. */
const REPORT_APPS = 10;

/** The usage report's offline stand-in: seats bought against people active, for the largest apps. */
function UsageReportPreview({ rows }: { rows: readonly UsageRow[] }) {
  const largest = [...rows].sort((a, b) => b.licensed - a.licensed).slice(0, REPORT_APPS);
  const licensed = largest.reduce((sum, row) => sum + row.licensed, 0);
  const active = largest.reduce((sum, row) => sum + row.active_30, 0);
  return (
    <BarChart
      title="Seats bought and active in 30 days, largest apps"
      summary={`${active.toLocaleString('en-US')} of ${licensed.toLocaleString('en-US')} seats active across the ${largest.length} largest apps (${formatUtilisation(licensed > 0 ? active / licensed : 0)}).`}
      data={largest.map((row) => ({ app: row.app.name, licensed: row.licensed, active: row.active_30 }))}
      xKey="app"
      xLabel="App"
      series={[
        { key: 'licensed', label: 'Seats bought' },
        { key: 'active', label: 'Active in 30 days' },
      ]}
    />
  );
}

/** Usage (`/usage`): every app's seats against the people using them. */
export function UsagePage() {
  const { search, setSearch, setFilter, sortBy, filtersSet } = useListPage({
    search: routeApi.useSearch(),
    navigate: routeApi.useNavigate(),
    filters: ['low'],
    defaults: USAGE_SEARCH_DEFAULTS,
  });
  const usage = useQuery(licenseQueries.usage());
  const [drill, setDrill] = useState<UsageRow | null>(null);
  const columns = useMemo(() => usageColumns(setDrill), []);
  const rows = useMemo(
    () => (usage.data ? usageView(usage.data.rows, search) : undefined),
    [usage.data, search],
  );
  const reportId = usage.data?.report_id ?? null;
  return (
    <div className="space-y-6">
      <ListStatus
        error={queryError(usage, 'Usage could not be loaded', LICENSE_FALLBACKS.usage)}
        loading={!usage.data && 'Loading usage…'}
        empty={
          usage.data?.count === 0 && {
            title: 'No apps with licences yet',
            description: 'Usage appears here once a contract records seats for an app.',
          }
        }
      >
        {/* The report goes with the table: shown before it, it would move down when the rows come. */}
        {() => (
          <>
            <section aria-label="Utilisation per app">
              <TableToolbar
                className="sm:grid-cols-3"
                filtersSet={filtersSet}
                search={
                  <SearchField
                    label="Search apps"
                    value={search.keyword}
                    // Each keystroke's search is no place to go back to.
                    onSearch={(keyword) => setSearch({ keyword }, { replace: true })}
                  />
                }
              >
                <FacetFilter
                  label="Utilisation"
                  options={LOW_OPTIONS}
                  value={search.low}
                  onChange={(low) => setFilter({ low })}
                />
              </TableToolbar>
              <ResultCount>
                Showing {rows?.length ?? 0} of {usage.data?.count ?? 0} apps
              </ResultCount>
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <DataTable
                  caption="Utilisation per app"
                  columns={columns}
                  data={rows}
                  getRowId={(row) => row.app.id}
                  rowHeader="app"
                  {...sortBy(USAGE_ORDER_FIELDS)}
                  empty="No app matches the search and filter."
                />
              </div>
            </section>
            {reportId !== null && usage.data && (
              <Card title="Usage report">
                <EmbeddedReport
                  reportId={reportId}
                  title="Usage report"
                  offline={<UsageReportPreview rows={usage.data.rows} />}
                />
              </Card>
            )}
          </>
        )}
      </ListStatus>
      {drill && <InactiveUsersDialog row={drill} onClose={() => setDrill(null)} />}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { LoadingState } from '@/components/ui/LoadingState';
import { FETCH_TENANT_FALLBACK, tenantQueries } from '@/features/tenants';
import { extractErrorText } from '@/lib/errors';
import { ReadOnlyNote, useCanEditSettings } from './SettingsShared';

const SECTIONS = [
  { to: '/settings', label: 'Company', exact: true },
  { to: '/settings/integrations', label: 'Integrations', exact: false },
  { to: '/settings/discovery', label: 'Discovery', exact: false },
  { to: '/settings/payments', label: 'Payments', exact: false },
] as const;

const tabClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const activeTabClass =
  'bg-indigo-50 text-indigo-800 hover:bg-indigo-50 hover:text-indigo-800 dark:bg-indigo-950 dark:text-indigo-100 dark:hover:bg-indigo-950 dark:hover:text-indigo-100';

/** `/settings…`: the page heading, one link per section (the section is in the URL), and the section. */
export function SettingsLayout() {
  const canEdit = useCanEditSettings();
  const tenant = useQuery(tenantQueries.current());

  return (
    <>
      <PageHeader
        title="Settings"
        description="Company profile, integrations, discovery options and payments."
      />
      <nav
        aria-label="Settings sections"
        className="mb-6 border-b border-slate-200 pb-2 dark:border-slate-800"
      >
        <ul className="flex flex-wrap gap-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                activeOptions={{ exact: section.exact }}
                className={tabClass}
                activeProps={{ className: activeTabClass }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!canEdit && (
        <div className="mb-6">
          <ReadOnlyNote>
            Only company admins can change these settings; you are seeing them read-only.
          </ReadOnlyNote>
        </div>
      )}
      {tenant.isPending ? (
        <LoadingState>Loading settings…</LoadingState>
      ) : tenant.isError ? (
        <ErrorState
          message={extractErrorText(tenant.error, FETCH_TENANT_FALLBACK)}
          onRetry={() => void tenant.refetch()}
        />
      ) : (
        <Outlet />
      )}
    </>
  );
}

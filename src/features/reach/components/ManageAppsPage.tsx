import { getRouteApi, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { manageViewOf, type ManageView } from '../model/catalogue-records';
import { REACH_SEARCH_DEFAULTS } from '../model/reach-search';
import { ManageCategories } from './ManageCategories';
import { ManageProducts } from './ManageProducts';
import { ManageVendors } from './ManageVendors';

const routeApi = getRouteApi('/_signedIn/reach');

const TABS: readonly { view: ManageView; label: string }[] = [
  { view: 'catalogue', label: 'Apps' },
  { view: 'vendors', label: 'Vendors' },
  { view: 'categories', label: 'Categories' },
];

const tabClass =
  'inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';
const activeTab = 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300';
const otherTab =
  'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:text-white';

/** Manage Apps (super admin): the catalogue's apps, vendors and categories, one view at a time. */
export function ManageAppsPage() {
  const view = manageViewOf(routeApi.useSearch().view);

  return (
    <>
      <PageHeader
        title="Manage Apps"
        description="The app catalogue every company draws from: its apps, vendors and categories."
      />
      <nav aria-label="Manage Apps views" className="mb-6 border-b border-slate-200 dark:border-slate-700">
        <ul className="-mb-px flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.view}>
              <Link
                to="/reach"
                search={{ ...REACH_SEARCH_DEFAULTS, view: tab.view }}
                // aria-current follows the view shown; the router adds its own only on an exact
                // match (the view with nothing else in the search), which never contradicts it.
                activeOptions={{ exact: true }}
                aria-current={tab.view === view ? 'page' : undefined}
                className={`${tabClass} ${tab.view === view ? activeTab : otherTab}`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'vendors' ? (
        <ManageVendors />
      ) : view === 'categories' ? (
        <ManageCategories />
      ) : (
        <ManageProducts />
      )}
    </>
  );
}

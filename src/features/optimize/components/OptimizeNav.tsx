import { Link } from '@tanstack/react-router';

const TAB =
  'inline-flex items-center border-b-2 px-3 py-2.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';
const ACTIVE = 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-200';
const INACTIVE =
  'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:border-slate-500 dark:hover:text-white';

const VIEWS = [
  { id: 'list', to: '/optimize', label: 'Opportunities' },
  { id: 'board', to: '/optimize/board', label: 'Board' },
] as const;

/** Optimize's two views of the same opportunities, each at its own address; the current one is marked. */
export function OptimizeNav({ current }: { current: 'list' | 'board' }) {
  return (
    <nav aria-label="Optimize views" className="mb-6 border-b border-slate-200 dark:border-slate-700">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {VIEWS.map((view) => (
          <li key={view.id}>
            <Link
              to={view.to}
              aria-current={current === view.id ? 'page' : undefined}
              className={`${TAB} ${current === view.id ? ACTIVE : INACTIVE}`}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

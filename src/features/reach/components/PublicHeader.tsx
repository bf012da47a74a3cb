import { Link } from '@tanstack/react-router';
import { useViewer } from './viewer';

const linkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-slate-100 dark:text-indigo-300 dark:hover:bg-slate-800';

/**
 * The top of a public page (open to visitors who are not signed in): the Stackwise wordmark, home,
 * and for someone signed in a way to Reach.
 */
export function PublicHeader() {
  const { signedIn } = useViewer();
  return (
    <nav
      aria-label="Stackwise"
      className="mb-6 flex items-center justify-between gap-4 border-b border-slate-200 pb-3 dark:border-slate-800"
    >
      <Link to="/" className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
        Stackwise
      </Link>
      {signedIn && (
        <Link to="/reach" className={linkClass}>
          Reach
        </Link>
      )}
    </nav>
  );
}

import { Link } from '@tanstack/react-router';

const LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

/** An address under /optimize that is neither view: says so, and offers both. */
export function OptimizeNotFound() {
  return (
    <section
      aria-labelledby="optimize-not-found"
      className="rounded-lg border border-dashed border-slate-300 p-6 dark:border-slate-700"
    >
      <h2 id="optimize-not-found" className="text-lg font-semibold text-slate-900 dark:text-white">
        Page not found
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        There is no such page in Optimize. Go to the{' '}
        <Link to="/optimize" className={LINK}>
          list of opportunities
        </Link>{' '}
        or the{' '}
        <Link to="/optimize/board" className={LINK}>
          board
        </Link>
        .
      </p>
    </section>
  );
}

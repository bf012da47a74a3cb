import { Link } from '@tanstack/react-router';
import { Cog } from 'lucide-react';
import { useEffect } from 'react';
import { documentTitle, NOT_FOUND_TITLE } from '../model/title';

/** The 404 page: 'Opps...', a spinning cog between two 4s, the explanation and the apology. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = documentTitle(NOT_FOUND_TITLE);
  }, []);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center py-16 text-center"
      aria-labelledby="not-found-heading"
    >
      <h1 id="not-found-heading" className="text-3xl font-semibold text-slate-900 dark:text-white">
        Opps...
      </h1>
      <div
        role="img"
        className="mt-6 flex items-center gap-2 text-8xl font-bold text-indigo-600 dark:text-indigo-300"
        aria-label="404"
        data-testid="not-found-code"
      >
        <span aria-hidden="true">4</span>
        <Cog
          aria-hidden="true"
          className="size-20 animate-spin [animation-duration:4s]"
          data-testid="not-found-cog"
        />
        <span aria-hidden="true">4</span>
      </div>
      <p className="mt-6 text-slate-700 dark:text-slate-200">
        The page you are looking for is under construction, or the URL is wrong.
      </p>
      <p className="mt-2 text-slate-700 dark:text-slate-200">We apologise for the inconvenience.</p>
      <Link
        to="/"
        className="mt-8 font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
      >
        Back to Stackwise
      </Link>
    </section>
  );
}

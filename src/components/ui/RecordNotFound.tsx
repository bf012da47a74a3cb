import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { PageHeader } from './PageHeader';

function BackAnchor({
  ref,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a
      ref={ref}
      {...props}
      className="font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
    >
      {children}
    </a>
  );
}

/** The way back from a record that is not there to its list; the router's typed `to`, like `Link`. */
export const BackLink = createLink(BackAnchor);

/**
 * A record's page for an id that names nothing the reader may see (unknown, or someone else's: the
 * API answers both with 404): the page's title, why it may be so, and the way back (`back`, a
 * `BackLink`).
 */
export function RecordNotFound({
  title,
  children,
  back,
}: {
  title: string;
  children: ReactNode;
  back: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>
      <p className="mt-3 text-sm">{back}</p>
    </>
  );
}

import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface AuthLayoutProps {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other ways in. */
  footer?: ReactNode;
}

/** The frame every signed-out page shares: the product mark, one card, and links below it. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="mx-auto flex min-h-[80dvh] max-w-md flex-col justify-center">
      <div className="mb-8 flex items-center gap-3">
        <img src="/favicon.svg" alt="" className="size-10" width={40} height={40} />
        <span className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          Stackwise
        </span>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</div>}
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>}
    </div>
  );
}

/** A link styled for the signed-out pages (pass a router `Link` or an anchor as the child's element). */
export const authLinkClass =
  'font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** An auth page's footer: a question, then the link to the page that answers it. */
export function AuthFooterLink({
  question,
  to,
  children,
}: {
  question: string;
  to: '/login' | '/register';
  children: ReactNode;
}) {
  return (
    <>
      {question}{' '}
      <Link to={to} className={authLinkClass}>
        {children}
      </Link>
    </>
  );
}

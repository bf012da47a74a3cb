import { Link } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { extractErrorText } from '@/lib/errors';
import { AuthLayout, authLinkClass } from './AuthLayout';

/** A router link that looks like the primary button (the way on from a finished or failed link). */
export const primaryLinkClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-indigo-700 dark:bg-indigo-500 dark:hover:bg-indigo-400';

/** While a registration or reset link is being checked: one h1 and a polite status. */
export function LinkChecking({ title, label }: { title: string; label: string }) {
  return (
    <AuthLayout title={title}>
      <p role="status" className="mt-6 flex items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
        <Spinner className="size-5 text-indigo-600 dark:text-indigo-300" />
        {label}
      </p>
    </AuthLayout>
  );
}

/** A link that cannot be used, or a finished one: what happened and the ways on. */
export function LinkOutcome({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <AuthLayout title={title}>
      <div className="mt-4 space-y-3 text-sm text-slate-700 dark:text-slate-200">{children}</div>
      <div className="mt-6 flex flex-wrap items-center gap-4">{actions}</div>
    </AuthLayout>
  );
}

export function SignInLink({
  primary = true,
  children = 'Sign in',
}: {
  primary?: boolean;
  children?: ReactNode;
}) {
  return (
    <Link to="/login" className={primary ? primaryLinkClass : `text-sm ${authLinkClass}`}>
      {children}
    </Link>
  );
}

/** A link that could not be checked (no answer, a server error): why, a retry, and sign-in. */
export function LinkCheckFailed({
  title,
  check,
  fallback,
}: {
  title: string;
  check: { error: unknown; isFetching: boolean; refetch: () => unknown };
  fallback: string;
}) {
  return (
    <LinkOutcome
      title={title}
      actions={
        <>
          <Button onClick={() => void check.refetch()} busy={check.isFetching}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
          <SignInLink primary={false} />
        </>
      }
    >
      <p role="alert">{extractErrorText(check.error, fallback)}</p>
    </LinkOutcome>
  );
}

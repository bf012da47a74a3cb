import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useViewer } from './viewer';

/**
 * What a signed-out visitor is offered on a product page: a sign-in link that brings them back
 * (`signInSearch`), then what signing in lets them do. Nothing for someone signed in.
 */
export function SignInPrompt({
  signInSearch,
  link,
  children,
  className = '',
}: {
  signInSearch: { redirect: string };
  /** The link's words ('Sign in to write a review'). */
  link: string;
  /** The rest of the sentence, after the link. */
  children: ReactNode;
  className?: string;
}) {
  const viewer = useViewer();
  if (viewer.signedIn) return null;
  return (
    <p className={`text-slate-700 dark:text-slate-200 ${className}`.trim()}>
      <Link
        to="/login"
        search={signInSearch}
        className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
      >
        {link}
      </Link>{' '}
      {children}
    </p>
  );
}

import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { mayOpenPath } from '@/lib/guards';
import { useSessionStore } from '@/stores/session';

const LINK =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300';

const NO_ROLES: readonly string[] = [];

/** An https address; anything else is treated as an app path. */
export const isExternalUrl = (href: string) => /^https:\/\//i.test(href);

export interface PathLinkProps {
  /** An app path (`/optimize/12`) or, with `external`, an https URL. */
  href: string;
  children: ReactNode;
  /** Lets an https URL through, opened in a new tab. */
  external?: boolean;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A link that arrived as data (a notification's, a promo's): an app path the signed-in user may open
 * (the route tree and its group guards, `mayOpenPath`) goes through the router; an https URL, when
 * `external` allows it, opens in a new tab; anything else is shown as plain text.
 */
export function PathLink({ href, children, external = false, className = '', onNavigate }: PathLinkProps) {
  const router = useRouter();
  const roles = useSessionStore((state) => state.identity.user?.roles ?? NO_ROLES);
  if (external && isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={`${LINK} ${className}`}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (!mayOpenPath(router, href, roles)) return <span className={className}>{children}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab or window, as with any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={onClick} className={`${LINK} ${className}`}>
      {children}
    </a>
  );
}

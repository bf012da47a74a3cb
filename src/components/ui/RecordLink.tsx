import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

function RecordAnchor({
  className = '',
  ref,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a
      ref={ref}
      {...props}
      className={`font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${className}`}
    >
      {children}
    </a>
  );
}

/**
 * A link to one record's page (an app, a contract) as lists and tables show it; it takes the router's
 * typed `to` and `params` like `Link`.
 */
export const RecordLink = createLink(RecordAnchor);

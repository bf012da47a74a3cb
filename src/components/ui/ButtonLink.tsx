import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { buttonClassName, type Variant } from './Button';

function ButtonAnchor({
  variant = 'primary',
  className = '',
  ref,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant; ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a ref={ref} {...props} className={buttonClassName(variant, className)}>
      {children}
    </a>
  );
}

/** A link that looks like a button ('New survey'): the router's typed `to` and `params`, like `Link`. */
export const ButtonLink = createLink(ButtonAnchor);

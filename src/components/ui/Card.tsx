import type { ReactNode } from 'react';
import { CARD_HEADER, CARD_SECTION, CARD_TITLE } from './card-classes';

/** A titled section. It may shrink below its content's width (a wide table scrolls inside it). */
export function Card({
  title,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${CARD_SECTION} ${className}`}>
      {(title || actions) && (
        <div className={`${CARD_HEADER} mb-4 max-xs:mb-3`}>
          {title && <h2 className={CARD_TITLE}>{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

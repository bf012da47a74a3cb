import type { ReactNode } from 'react';
import { PhoneCollapseButton, PhoneCollapsePanel, usePhoneCollapse } from './PhoneCollapse';

interface CardProps {
  title?: ReactNode;
  actions?: ReactNode;
  /**
   * Names a disclosure in the card's header: below 576 px the card's content waits behind it, so the
   * collapsed card is one line high; from 576 px up the content always shows.
   */
  phoneCollapse?: string;
  children: ReactNode;
  className?: string;
}

const SECTION =
  'min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm max-xs:p-4 dark:border-slate-800 dark:bg-slate-900';
const HEADER = 'flex items-center justify-between gap-2';
const TITLE = 'text-base font-semibold text-slate-900 dark:text-white';

/** A titled section. It may shrink below its content's width (a wide table scrolls inside it). */
export function Card({ title, actions, phoneCollapse, children, className = '' }: CardProps) {
  if (phoneCollapse) {
    return (
      <CollapsingCard title={title} actions={actions} label={phoneCollapse} className={className}>
        {children}
      </CollapsingCard>
    );
  }
  return (
    <section className={`${SECTION} ${className}`}>
      {(title || actions) && (
        <div className={`${HEADER} mb-4 max-xs:mb-3`}>
          {title && <h2 className={TITLE}>{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

function CollapsingCard({
  title,
  actions,
  label,
  children,
  className,
}: Omit<CardProps, 'phoneCollapse'> & { label: string }) {
  const state = usePhoneCollapse();
  return (
    <section className={`${SECTION} ${className}`}>
      {/* On a phone the open panel keeps its distance from the header itself. */}
      <div className={`${HEADER} mb-4 flex-wrap max-xs:mb-0`}>
        {title && <h2 className={TITLE}>{title}</h2>}
        <div className="flex items-center gap-2">
          {actions}
          <PhoneCollapseButton label={label} state={state} />
        </div>
      </div>
      <PhoneCollapsePanel state={state}>{children}</PhoneCollapsePanel>
    </section>
  );
}

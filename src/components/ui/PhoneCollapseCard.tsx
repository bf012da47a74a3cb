import type { ReactNode } from 'react';
import { CARD_HEADER, CARD_SECTION, CARD_TITLE } from './card-classes';
import { PhoneCollapseButton, PhoneCollapsePanel, usePhoneCollapse } from './PhoneCollapse';

/**
 * A `Card` whose content waits, below 576 px, behind a disclosure named `label` in its header, so the
 * collapsed card is one line high; from 576 px up the content always shows. A module of its own, so
 * the pages that show plain cards (the dashboard) do not load it.
 */
export function PhoneCollapseCard({
  title,
  label,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  label: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const state = usePhoneCollapse();
  return (
    <section className={`${CARD_SECTION} ${className}`}>
      {/* On a phone the open panel keeps its distance from the header itself. */}
      <div className={`${CARD_HEADER} mb-4 flex-wrap max-xs:mb-0`}>
        {title && <h2 className={CARD_TITLE}>{title}</h2>}
        <div className="flex items-center gap-2">
          {actions}
          <PhoneCollapseButton label={label} state={state} />
        </div>
      </div>
      <PhoneCollapsePanel state={state}>{children}</PhoneCollapsePanel>
    </section>
  );
}

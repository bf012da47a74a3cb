import type { ReactNode } from 'react';

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
    <section
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm max-xs:p-4 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      {(title || actions) && (
        <div className="mb-4 flex items-center justify-between gap-2 max-xs:mb-3">
          {title && <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  /** A line under the value: where the figure comes from, or a link to the list behind it. */
  hint?: ReactNode;
}

// On a phone the figures stand two to a row: the large sizes shrink there to fit half its width.
const SIZES = {
  lg: { box: 'p-5 max-xs:p-3', label: 'text-sm', value: 'mt-2 text-3xl tracking-tight max-xs:text-xl' },
  md: { box: 'p-4 max-xs:p-3', label: 'text-sm', value: 'mt-1 text-2xl max-xs:text-xl' },
  sm: { box: 'min-w-36 px-4 py-3', label: 'text-xs', value: 'mt-1 text-xl tracking-tight' },
} as const;

const BOX = 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

export type FigureSize = keyof typeof SIZES;

/** Classes added to the list, each figure, its value and its hint: another layout (`figure-lines.ts`). */
export interface FigureLayout {
  list: string;
  item: string;
  value: string;
  hint: string;
}

/**
 * Key figures as a description list, each a label, a value and an optional hint, in a card of its
 * own (`boxed`) or bare inside a card. With a `title` the list is a region under a heading for screen
 * readers (the page's own figures); `className` lays the list out (a grid or a wrapping row). On a
 * phone the figures stand two to a row, unless `layout` says otherwise (`figureLines`: one a line).
 */
export function Figures({
  title,
  figures,
  size = 'md',
  boxed = true,
  layout,
  className = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4',
}: {
  title?: string;
  figures: readonly Figure[];
  size?: FigureSize;
  boxed?: boolean;
  layout?: FigureLayout;
  className?: string;
}) {
  const headingId = useId();
  const sizes = SIZES[size];
  const {
    list: listClass,
    item: itemClass,
    value: valueClass,
    hint: hintClass,
  } = layout ?? {
    list: '',
    item: boxed ? `${BOX} ${sizes.box}` : '',
    value: sizes.value,
    hint: '',
  };
  const list = (
    <dl className={`${className} ${listClass}`}>
      {figures.map((figure) => (
        <div key={figure.label} className={`min-w-0 ${itemClass}`}>
          <dt className={`${sizes.label} font-medium text-slate-600 dark:text-slate-300`}>{figure.label}</dt>
          <dd
            className={`${valueClass} font-semibold break-words text-slate-900 tabular-nums dark:text-white`}
          >
            {figure.value}
          </dd>
          {figure.hint && (
            <dd className={`mt-1 text-xs text-slate-600 dark:text-slate-300 ${hintClass}`}>{figure.hint}</dd>
          )}
        </div>
      ))}
    </dl>
  );
  if (!title) return list;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      {list}
    </section>
  );
}

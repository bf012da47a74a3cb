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

// The same sizes from 576 px up only, for figures that stand as lines on a phone.
const SIZES_FROM_XS = {
  lg: { box: 'xs:p-5', value: 'xs:mt-2 xs:text-3xl xs:tracking-tight' },
  md: { box: 'xs:p-4', value: 'xs:mt-1 xs:text-2xl' },
  sm: { box: 'xs:min-w-36 xs:px-4 xs:py-3', value: 'xs:mt-1 xs:text-xl xs:tracking-tight' },
} as const;

const BOX = 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';
const BOX_FROM_XS =
  'xs:rounded-xl xs:border xs:border-slate-200 xs:bg-white xs:shadow-sm dark:xs:border-slate-800 dark:xs:bg-slate-900';
// As lines: on a phone the list is one card (when boxed) and each figure a line of it, its label and
// hint on the left and its value on the right.
const LIST_AS_LINES = 'max-xs:flex max-xs:flex-col max-xs:gap-0';
const BOXED_LIST_AS_LINES =
  'max-xs:rounded-xl max-xs:border max-xs:border-slate-200 max-xs:bg-white max-xs:px-3 max-xs:shadow-sm dark:max-xs:border-slate-800 dark:max-xs:bg-slate-900';
const LINE =
  'max-xs:grid max-xs:grid-cols-[minmax(0,1fr)_auto] max-xs:items-baseline max-xs:gap-x-3 max-xs:border-t max-xs:border-slate-200 max-xs:py-2.5 max-xs:first:border-t-0 dark:max-xs:border-slate-800';

/**
 * Key figures as a description list, each a label, a value and an optional hint, in a card of its
 * own (`boxed`) or bare inside a card. With a `title` the list is a region under a heading for screen
 * readers (the page's own figures); `className` lays the list out (a grid or a wrapping row). On a
 * phone the figures stand two to a row, or with `phone="lines"` one a line, in a single card.
 */
export function Figures({
  title,
  figures,
  size = 'md',
  boxed = true,
  phone = 'tiles',
  className = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4',
}: {
  title?: string;
  figures: readonly Figure[];
  size?: keyof typeof SIZES;
  boxed?: boolean;
  phone?: 'tiles' | 'lines';
  className?: string;
}) {
  const headingId = useId();
  const lines = phone === 'lines';
  const sizes = SIZES[size];
  const listClass = lines ? `${className} ${LIST_AS_LINES} ${boxed ? BOXED_LIST_AS_LINES : ''}` : className;
  const itemClass = lines
    ? `min-w-0 ${LINE} ${boxed ? `${BOX_FROM_XS} ${SIZES_FROM_XS[size].box}` : ''}`
    : `min-w-0 ${boxed ? `${BOX} ${sizes.box}` : ''}`;
  const valueClass = lines ? `text-lg max-xs:text-right ${SIZES_FROM_XS[size].value}` : sizes.value;
  const list = (
    <dl className={listClass}>
      {figures.map((figure) => (
        <div key={figure.label} className={itemClass}>
          <dt className={`${sizes.label} font-medium text-slate-600 dark:text-slate-300`}>{figure.label}</dt>
          <dd
            className={`${valueClass} font-semibold break-words text-slate-900 tabular-nums dark:text-white`}
          >
            {figure.value}
          </dd>
          {figure.hint && (
            <dd className={`mt-1 text-xs text-slate-600 dark:text-slate-300 ${lines ? 'max-xs:mt-0' : ''}`}>
              {figure.hint}
            </dd>
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

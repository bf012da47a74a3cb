import type { FigureLayout, FigureSize } from './Figures';

// The figures' sizes from 576 px up only: below it they are lines.
const SIZES_FROM_XS = {
  lg: { box: 'xs:p-5', value: 'xs:mt-2 xs:text-3xl xs:tracking-tight' },
  md: { box: 'xs:p-4', value: 'xs:mt-1 xs:text-2xl' },
  sm: { box: 'xs:min-w-36 xs:px-4 xs:py-3', value: 'xs:mt-1 xs:text-xl xs:tracking-tight' },
} as const;

const BOX_FROM_XS =
  'xs:rounded-xl xs:border xs:border-slate-200 xs:bg-white xs:shadow-sm dark:xs:border-slate-800 dark:xs:bg-slate-900';
const LIST_AS_LINES = 'max-xs:flex max-xs:flex-col max-xs:gap-0';
const BOXED_LIST_AS_LINES =
  'max-xs:rounded-xl max-xs:border max-xs:border-slate-200 max-xs:bg-white max-xs:px-3 max-xs:shadow-sm dark:max-xs:border-slate-800 dark:max-xs:bg-slate-900';
const LINE =
  'max-xs:grid max-xs:grid-cols-[minmax(0,1fr)_auto] max-xs:items-baseline max-xs:gap-x-3 max-xs:border-t max-xs:border-slate-200 max-xs:py-2.5 max-xs:first:border-t-0 dark:max-xs:border-slate-800';

/**
 * `Figures` as lines on a phone: the list is one card (when boxed) and each figure a line of it, its
 * label and hint on the left and its value on the right; from 576 px up, the usual tiles. A module of
 * its own, so the pages with tiles only (the dashboard) do not load it.
 */
export function figureLines({
  size = 'md',
  boxed = true,
}: { size?: FigureSize; boxed?: boolean } = {}): FigureLayout {
  return {
    list: `${LIST_AS_LINES} ${boxed ? BOXED_LIST_AS_LINES : ''}`,
    item: `${LINE} ${boxed ? `${BOX_FROM_XS} ${SIZES_FROM_XS[size].box}` : ''}`,
    value: `text-lg max-xs:text-right ${SIZES_FROM_XS[size].value}`,
    hint: 'max-xs:mt-0',
  };
}

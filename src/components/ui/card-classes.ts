/** A card's frame, header row and title: shared by `Card` and `PhoneCollapseCard`. */
export const CARD_SECTION =
  'min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm max-xs:p-4 dark:border-slate-800 dark:bg-slate-900';
export const CARD_HEADER = 'flex items-center justify-between gap-2';
export const CARD_TITLE = 'text-base font-semibold text-slate-900 dark:text-white';

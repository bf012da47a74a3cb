import { Button } from '@/components/ui/Button';

/**
 * The body text of a list with no rows: what the keyword matched, else whether filters are on, else
 * that the list is empty ('No users match "ann".', 'No users match these filters.', 'No users yet.').
 */
export function noRowsText(noun: string, keyword: string, filtered: boolean): string {
  if (keyword) return `No ${noun} match "${keyword}".`;
  return filtered ? `No ${noun} match these filters.` : `No ${noun} yet.`;
}

export interface NoRowsProps {
  /** What the rows are, in the plural ('contracts'). */
  noun: string;
  /** Rows in the whole list: more than none means the page asked for is past its end. */
  count: number | undefined;
  keyword?: string;
  filtered: boolean;
  /** Offered as 'Clear search and filters' while the list is filtered. */
  onClear?: () => void;
}

/** Why a page of a list has no rows, and the way back to every row when a filter hid them. */
export function emptyPageText({ noun, count, keyword = '', filtered }: NoRowsProps): string {
  return count !== undefined && count > 0
    ? 'This page is past the end of the list.'
    : noRowsText(noun, keyword, filtered);
}

/** The button that takes the search and every filter off a list. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="secondary" className="mt-3" onClick={onClear}>
      Clear search and filters
    </Button>
  );
}

/** A table's empty message: why the page has no rows, and 'Clear search and filters' when filtered. */
export function NoRows(props: NoRowsProps) {
  return (
    <>
      <p>{emptyPageText(props)}</p>
      {props.filtered && props.onClear && <ClearFiltersButton onClear={props.onClear} />}
    </>
  );
}

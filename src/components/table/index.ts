// The table kit: every list page is built from these.
export { createColumnHelper, tableKitFeatures, type TableColumnMeta, type TableColumns } from './columns';
export {
  DataTable,
  VIRTUAL_LIST_RESERVE,
  type DataTableProps,
  type TableSort,
  type VirtualRows,
} from './DataTable';
export {
  ListStatus,
  queryError,
  type ListError,
  type ListQueryState,
  type ListStatusProps,
} from './ListStatus';
export { ListTable, type ListTableProps } from './ListTable';
export { PagedTable, type PagedTableProps, type TablePage } from './PagedTable';
export { searchSort } from './search-sort';
export {
  useListPage,
  type ListLoad,
  type ListPage,
  type ListPageOptions,
  type ListPaging,
  type SearchNavigate,
} from './use-list-page';
export { Pagination, type PaginationProps } from './Pagination';
export { deleteAction, editAction, ROW_ACTIONS_ATTRIBUTE, RowActions, type RowAction } from './RowActions';
export { ROW_MENU_ACTION, RowActionsMenu, type RowMenuEntry } from './RowActionsMenu';
export { useKeptRowFocus } from './use-kept-row-focus';
export { selectionColumn, useRowSelection, type RowSelection, type RowSelectionStore } from './RowSelection';
export { SEARCH_DEBOUNCE_MS, SearchField, useDebouncedValue, type SearchFieldProps } from './SearchField';
export { ActiveBadge, StatusBadge } from './StatusBadge';
export { ClearFiltersButton, emptyPageText, NoRows, noRowsText, type NoRowsProps } from './NoRows';
export { SortableHeader, type SortableHeaderProps } from './SortableHeader';
export {
  FacetFilter,
  ResultCount,
  TableToolbar,
  type TableToolbarProps,
  type FacetFilterProps,
  type FacetOption,
} from './TableToolbar';

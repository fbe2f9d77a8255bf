import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { QueryParamAdapter } from '../../hooks/query-param-adapter';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { Loading } from '../Loading/Loading';
import { BulkSelectBanner } from './BulkSelectBanner';
import { CardSortSelect } from './CardSortSelect';
import type {
  BulkAction,
  CardSortOption,
  FetchDataConfig,
  ListViewColumn,
  ListViewFilterConfig,
  SortColumn,
  ViewMode,
} from './list-view.types';
import { DEFAULT_LIST_PAGE_SIZE, DEFAULT_LIST_SORT } from './list-view.types';
import { ListViewCards } from './ListViewCards';
import type { ListViewEmptyStateConfig } from './ListViewEmptyState';
import { ListViewEmptyState } from './ListViewEmptyState';
import { ListViewFilters } from './ListViewFilters';
import { ListViewPagination } from './ListViewPagination';
import { ListViewTable } from './ListViewTable';
import { isActiveValue, toFetchFilters, useListViewState } from './useListViewState';
import { ViewModeToggle } from './ViewModeToggle';

export interface ListViewProps<T> {
  columns: readonly ListViewColumn<T>[];
  data: readonly T[];
  /** Total rows on the server for the current filters. */
  count: number;
  loading: boolean;
  /** Called whenever page, sort or filters change (and once on mount). */
  fetchData: (config: FetchDataConfig) => void;
  filters?: readonly ListViewFilterConfig[];
  pageSize?: number;
  initialSort?: readonly SortColumn[];
  /** Enables card mode (the default mode when given). */
  cardRenderer?: (row: T) => ReactNode;
  cardSortSelectOptions?: readonly CardSortOption[];
  bulkActions?: readonly BulkAction<T>[];
  bulkSelectEnabled?: boolean;
  disableBulkSelect?: () => void;
  emptyState?: ListViewEmptyStateConfig;
  /** Re-fetches the current page; called after a bulk action settles. */
  refreshData?: () => void;
  /** The create action offered in the empty state. */
  addButton?: { label: string; onClick: () => void };
  getRowId?: (row: T) => string | number;
  /** Names a row in selection checkboxes ('Select %s'). */
  getRowLabel?: (row: T) => string;
  /** Where list state lives; the browser address by default. */
  queryParamAdapter?: QueryParamAdapter;
  t?: TranslateFn;
}

/** Throws when a filter refers to a column the list does not have. */
export function validateFilterConfig<T>(filters: readonly ListViewFilterConfig[], columns: readonly ListViewColumn<T>[]): void {
  for (const filter of filters) {
    if (!columns.some((column) => column.id === filter.id))
      throw new Error(`Invalid filter config, ${filter.id} is not present in columns`);
  }
}

const defaultRowId = (row: unknown) => String((row as { id?: unknown }).id);

/** The list page shared by every resource: filters, card/table views, sorting, bulk select and pagination. */
export function ListView<T>(props: ListViewProps<T>) {
  const {
    columns,
    data,
    count,
    loading,
    fetchData,
    filters = [],
    pageSize = DEFAULT_LIST_PAGE_SIZE,
    initialSort = DEFAULT_LIST_SORT,
  } = props;
  const { cardRenderer, bulkActions = [], bulkSelectEnabled = false, disableBulkSelect, refreshData } = props;
  const t = useTranslate(props.t);
  validateFilterConfig(filters, columns);

  const state = useListViewState(initialSort, cardRenderer ? 'card' : 'table', props.queryParamAdapter);
  const viewMode: ViewMode = cardRenderer ? state.viewMode : 'table';
  const rowId = (row: T) => String(props.getRowId ? props.getRowId(row) : defaultRowId(row));
  const rowLabel = (row: T) => (props.getRowLabel ? props.getRowLabel(row) : rowId(row));

  const fetchFilters = useMemo(() => toFetchFilters(filters, state.filterValues), [filters, state.filterValues]);
  const config: FetchDataConfig = { pageIndex: state.pageIndex, pageSize, sortBy: state.sortBy, filters: fetchFilters };
  const configKey = JSON.stringify(config);
  const fetchRef = useRef(fetchData);
  fetchRef.current = fetchData;
  useEffect(() => {
    fetchRef.current(JSON.parse(configKey) as FetchDataConfig);
  }, [configKey]);

  const pageCount = Math.ceil(count / pageSize);
  const { pageIndex, setPageIndex } = state;
  useEffect(() => {
    if (!loading && count > 0 && pageIndex > 0 && pageIndex >= pageCount) setPageIndex(0, 'replace');
  }, [loading, count, pageIndex, pageCount, setPageIndex]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!bulkSelectEnabled) setSelected(new Set());
  }, [bulkSelectEnabled]);
  // Ids no longer on the page (after a refresh or page change) simply stop counting.
  const selectedRows = data.filter((row) => selected.has(rowId(row)));
  const toggleRow = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectAll = (select: boolean) => setSelected(select ? new Set(data.map(rowId)) : new Set());
  const runAction = (action: BulkAction<T>) => {
    setBusy(true);
    Promise.resolve(action.onSelect(selectedRows))
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        setSelected(new Set());
        refreshData?.();
      });
  };

  const filtersActive = Object.values(state.filterValues).some(isActiveValue);
  const empty = !loading && data.length === 0;
  const common = { rowId, rowLabel, bulkSelect: bulkSelectEnabled, selected, onToggleRow: toggleRow, loading, t };

  return (
    <div className="tessera-list-view">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '1em', marginBottom: '1em' }}>
        {cardRenderer && <ViewModeToggle mode={viewMode} onChange={state.setViewMode} t={t} />}
        <ListViewFilters filters={filters} values={state.filterValues} onChange={state.setFilterValue} t={t} />
        {viewMode === 'card' && props.cardSortSelectOptions && (
          <CardSortSelect options={props.cardSortSelectOptions} sortBy={state.sortBy} onChange={state.setSortBy} t={t} />
        )}
      </div>
      {bulkSelectEnabled && (
        <BulkSelectBanner
          selectedRows={selectedRows}
          totalRows={data.length}
          actions={bulkActions}
          onSelectAll={() => selectAll(true)}
          onDeselectAll={() => selectAll(false)}
          onRunAction={runAction}
          onClose={disableBulkSelect}
          busy={busy}
          t={t}
        />
      )}
      {empty ? (
        <ListViewEmptyState
          filtersActive={filtersActive}
          onClearFilters={state.clearFilters}
          emptyState={props.emptyState}
          addButton={props.addButton}
          t={t}
        />
      ) : viewMode === 'card' && cardRenderer ? (
        <ListViewCards rows={data} renderCard={cardRenderer} {...common} />
      ) : (
        <>
          <ListViewTable
            columns={columns}
            rows={data}
            sortBy={state.sortBy}
            onSortChange={state.setSortBy}
            onToggleAll={selectAll}
            {...common}
          />
          {loading && data.length === 0 && <Loading t={t} />}
        </>
      )}
      {!empty && (
        <ListViewPagination
          pageIndex={state.pageIndex}
          pageSize={pageSize}
          count={count}
          onPageChange={(index) => setPageIndex(index)}
          t={t}
        />
      )}
    </div>
  );
}

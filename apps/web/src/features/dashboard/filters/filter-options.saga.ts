import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { QueryObjectFilterClause } from '@tessera/viz';
import { toClientError } from '../../../api';
import type { StateWithDashboard } from '../dashboard.selectors';
import {
  filterOptionsFailed,
  filterOptionsLoaded,
  filterOptionsStarted,
  filtersApplied,
  filtersCleared,
  filterValueChanged,
} from '../dashboard.slice';
import type { NativeFilter } from '../dashboard.types';
import { fetchDatasetColumns } from './filter-config.api';
import { fetchFilterValues } from './filter-options.api';
import { filterExtraFormData } from '../model/native-filters';

/** The applied values of a filter's parents as query filters (cascading filters). */
function parentFilters(state: StateWithDashboard, filter: NativeFilter): QueryObjectFilterClause[] {
  return (filter.parentIds ?? []).flatMap((parentId) => {
    const parent = state.dashboard.filters.find((candidate) => candidate.id === parentId);
    return parent ? (filterExtraFormData(parent, state.dashboard.appliedFilterValues[parentId] ?? null).filters ?? []) : [];
  });
}

/**
 * The choices a filter offers: a value filter's distinct column values (narrowed by its parents'
 * applied values, in its sort order), a time column filter's temporal columns.
 */
export function* loadFilterOptions(filter: NativeFilter): SagaIterator {
  const target = filter.targets[0];
  if (!target || (filter.filterType !== 'filter_select' && filter.filterType !== 'filter_timecolumn')) return;
  yield put(filterOptionsStarted({ filterId: filter.id }));
  try {
    let values: string[];
    if (filter.filterType === 'filter_timecolumn') {
      const dataset: Awaited<ReturnType<typeof fetchDatasetColumns>> = yield call(fetchDatasetColumns, target.datasetId);
      values = dataset.columns.filter((column) => column.isTemporal).map((column) => column.name);
    } else {
      const state: StateWithDashboard = yield select();
      const query = {
        filters: parentFilters(state, filter),
        sortMetric: filter.sortMetric ?? null,
        sortAscending: filter.sortAscending ?? null,
      };
      values = yield call(fetchFilterValues, target.datasetId, target.column, query);
    }
    yield put(filterOptionsLoaded({ filterId: filter.id, values }));
    yield call(selectFirstItem, filter, values);
  } catch (error) {
    yield put(filterOptionsFailed({ filterId: filter.id, error: toClientError(error) }));
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/**
 * A filter set to select its first value by default takes the first loaded option while it has
 * none, and applies it straight away, unless other filters hold values not yet applied (then it
 * waits in the bar with them).
 */
export function* selectFirstItem(filter: NativeFilter, values: readonly string[]): SagaIterator {
  const first = values[0];
  if (!filter.defaultToFirstItem || first === undefined) return;
  const { draftFilterValues, appliedFilterValues }: StateWithDashboard['dashboard'] = yield select(
    (state: StateWithDashboard) => state.dashboard,
  );
  if (!isEmpty(draftFilterValues[filter.id]) || !isEmpty(appliedFilterValues[filter.id])) return;
  const othersPending = Object.keys(draftFilterValues).some(
    (filterId) =>
      filterId !== filter.id &&
      JSON.stringify(draftFilterValues[filterId] ?? null) !== JSON.stringify(appliedFilterValues[filterId] ?? null),
  );
  yield put(filterValueChanged({ filterId: filter.id, value: [first] }));
  if (!othersPending) yield put(filtersApplied());
}

/** Applied values changed: filters with parents reload their options. */
function* reloadChildFilters(): SagaIterator {
  const filters: NativeFilter[] = yield select((state: StateWithDashboard) => state.dashboard.filters);
  yield all(filters.filter((filter) => (filter.parentIds ?? []).length > 0).map((filter) => call(loadFilterOptions, filter)));
}

export function* cascadingFiltersSaga(): SagaIterator {
  yield takeLatest([filtersApplied.type, filtersCleared.type], reloadChildFilters);
}

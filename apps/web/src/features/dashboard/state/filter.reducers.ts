import type { PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../../api';
import type { FilterValue, NativeFilter } from '../dashboard.types';
import type { CrossFilter } from '../model/cross-filters';
import type { FilterChanges } from '../model/filter-config';
import { defaultFilterValues, parseNativeFilters } from '../model/native-filters';
import type { PermalinkState } from '../model/permalink-state';
import type { DashboardState } from './dashboard-state';

/** Native filters (values, options, configuration) and cross-filters. */
export const filterReducers = {
  filterValueChanged(state: DashboardState, action: PayloadAction<{ filterId: string; value: FilterValue }>) {
    state.draftFilterValues[action.payload.filterId] = action.payload.value;
  },
  filtersApplied(state: DashboardState) {
    state.appliedFilterValues = { ...state.draftFilterValues };
  },
  filtersCleared(state: DashboardState) {
    const cleared = Object.fromEntries(state.filters.map((filter) => [filter.id, null]));
    state.draftFilterValues = cleared;
    state.appliedFilterValues = { ...cleared };
  },
  /** A chart's mark was clicked: its cross-filter is set, or cleared when the selection is empty. */
  crossFilterChanged(state: DashboardState, action: PayloadAction<{ chartId: number; crossFilter: CrossFilter }>) {
    const { chartId, crossFilter } = action.payload;
    if (crossFilter.values.length === 0 || crossFilter.filters.length === 0) delete state.crossFilters[chartId];
    else state.crossFilters[chartId] = crossFilter;
  },
  crossFilterRemoved(state: DashboardState, action: PayloadAction<{ chartId: number }>) {
    delete state.crossFilters[action.payload.chartId];
  },
  /**
   * The filter state stored under the address's `native_filters_key` (`key`) was read while the
   * dashboard loads: it is applied with the dashboard, like a permalink's, before any chart queries.
   */
  filterStateRestored(state: DashboardState, action: PayloadAction<{ dataMask: PermalinkState['dataMask']; key: string }>) {
    state.restore = { ...state.restore, dataMask: action.payload.dataMask };
  },
  /** The filter bar's 'Enable cross-filtering' setting: takes effect at once; the saga stores it (not a `revert` after a failed save). */
  crossFiltersEnabledChanged(state: DashboardState, action: PayloadAction<{ enabled: boolean; revert?: boolean }>) {
    for (const info of [state.dashboard, state.saved])
      if (info) info.metadata = { ...info.metadata, cross_filters_enabled: action.payload.enabled };
  },
  filtersConfigOpened(state: DashboardState) {
    state.filtersConfig = { open: true, saving: false, error: null };
  },
  filtersConfigClosed(state: DashboardState) {
    state.filtersConfig = { open: false, saving: false, error: null };
  },
  filtersConfigSaveRequested(state: DashboardState, _action: PayloadAction<FilterChanges>) {
    state.filtersConfig.saving = true;
    state.filtersConfig.error = null;
  },
  filtersConfigSaveFailed(state: DashboardState, action: PayloadAction<{ message: string }>) {
    state.filtersConfig.saving = false;
    state.filtersConfig.error = action.payload.message;
  },
  /**
   * The server took the filter changes: the bar shows the new configuration; filters that are new
   * or changed start from their default, the others keep their values.
   */
  filtersConfigSaved(state: DashboardState, action: PayloadAction<{ configuration: Record<string, unknown>[] }>) {
    const { configuration } = action.payload;
    for (const info of [state.dashboard, state.saved])
      if (info) info.metadata = { ...info.metadata, native_filter_configuration: configuration };
    const before = new Map(state.filters.map((filter) => [filter.id, JSON.stringify(filter)]));
    const filters = parseNativeFilters({ native_filter_configuration: configuration });
    const defaults = defaultFilterValues(filters);
    const keep = (filter: NativeFilter, values: Record<string, FilterValue>) =>
      before.get(filter.id) === JSON.stringify(filter) ? (values[filter.id] ?? null) : (defaults[filter.id] ?? null);
    state.draftFilterValues = Object.fromEntries(filters.map((filter) => [filter.id, keep(filter, state.draftFilterValues)]));
    state.appliedFilterValues = Object.fromEntries(filters.map((filter) => [filter.id, keep(filter, state.appliedFilterValues)]));
    state.filters = filters;
    state.filtersConfig = { open: false, saving: false, error: null };
  },
  filterOptionsStarted(state: DashboardState, action: PayloadAction<{ filterId: string }>) {
    state.filterOptions[action.payload.filterId] = { status: 'loading', values: [], error: null };
  },
  filterOptionsLoaded(state: DashboardState, action: PayloadAction<{ filterId: string; values: string[] }>) {
    state.filterOptions[action.payload.filterId] = { status: 'loaded', values: action.payload.values, error: null };
  },
  filterOptionsFailed(state: DashboardState, action: PayloadAction<{ filterId: string; error: ClientError }>) {
    state.filterOptions[action.payload.filterId] = { status: 'failed', values: [], error: action.payload.error };
  },
};

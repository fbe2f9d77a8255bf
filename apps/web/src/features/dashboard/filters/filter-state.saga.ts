import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, call, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { selectDashboardState } from '../dashboard.selectors';
import {
  crossFilterChanged,
  crossFilterRemoved,
  dashboardFailed,
  dashboardLeft,
  dashboardLoaded,
  dashboardRequested,
  filterStateRestored,
  filtersApplied,
  filtersCleared,
  type DashboardState,
} from '../dashboard.slice';
import { toPermalinkState } from '../permalink/permalink-state';
import { createFilterState, fetchFilterState, updateFilterState, type DataMask } from './filter-state.api';
import { readFilterStateKey, writeFilterStateKey } from './filter-state-url';

/** What the filter state sagas remember of the open dashboard: its stored key and what was stored. */
export interface FilterStateMemory {
  /** A guest (embedded) viewer may not store filter state. */
  guest: boolean;
  key: string | null;
  /** The data mask last stored or read, as JSON, so an unchanged state is not stored again. */
  stored: string | null;
}

/** Changes of the applied filters or cross-filters, which are stored and put into the address. */
const CHANGES = [filtersApplied.type, filtersCleared.type, crossFilterChanged.type, crossFilterRemoved.type];

/** The applied filters and cross-filters of the dashboard as a data mask (the permalink's shape). */
export function currentDataMask({ filters, appliedFilterValues, activeTabs, crossFilters }: DashboardState): DataMask {
  return toPermalinkState(filters, appliedFilterValues, activeTabs, crossFilters).dataMask;
}

/** The dashboard's numeric id: from the address when it is one, else once the dashboard (opened by slug) has loaded. */
function* dashboardIdOf(idOrSlug: string): SagaIterator<number | null> {
  if (/^\d+$/.test(idOrSlug)) return Number(idOrSlug);
  const { loaded } = yield race({ loaded: take(dashboardLoaded.type), failed: take(dashboardFailed.type) });
  return loaded ? (loaded as ReturnType<typeof dashboardLoaded>).payload.dashboard.id : null;
}

/**
 * A dashboard opened with `native_filters_key` in its address starts from the filter state stored
 * under that key. For a dashboard opened by id it is read alongside the dashboard, so it is
 * applied with it before the charts query; if it arrives later (or the dashboard was opened by
 * slug) it is applied at once and the charts query again. A key that cannot be read is forgotten.
 */
export function* restoreFilterState(memory: FilterStateMemory, action: PayloadAction<{ idOrSlug: string; restore?: unknown; asGuest?: boolean }>): SagaIterator {
  memory.guest = action.payload.asGuest === true;
  memory.key = null;
  memory.stored = null;
  // A permalink carries its own state.
  if (action.payload.restore) return;
  const key: string | null = yield call(readFilterStateKey);
  if (!key) return;
  const dashboardId: number | null = yield call(dashboardIdOf, action.payload.idOrSlug);
  if (dashboardId === null) return;
  let dataMask: DataMask;
  try {
    dataMask = yield call(fetchFilterState, dashboardId, key);
  } catch {
    return;
  }
  memory.key = key;
  yield put(filterStateRestored({ dataMask }));
  const state: DashboardState = yield select(selectDashboardState);
  if (state.status !== 'loaded') return;
  memory.stored = JSON.stringify(currentDataMask(state));
  // Already loaded: applying again makes the charts query with the restored filters.
  yield put(filtersApplied());
}

/**
 * Stores the applied filter state (a new key the first time, the same key afterwards) and writes
 * the key into the address as `native_filters_key`; a key the server no longer knows is replaced.
 */
export function* storeFilterState(memory: FilterStateMemory): SagaIterator {
  const state: DashboardState = yield select(selectDashboardState);
  if (!state.dashboard || state.status !== 'loaded' || memory.guest) return;
  const dataMask = currentDataMask(state);
  const json = JSON.stringify(dataMask);
  if (json === memory.stored) return;
  const dashboardId = state.dashboard.id;
  try {
    let key: string;
    if (memory.key) {
      try {
        key = yield call(updateFilterState, dashboardId, memory.key, dataMask);
      } catch {
        key = yield call(createFilterState, dashboardId, dataMask);
      }
    } else {
      key = yield call(createFilterState, dashboardId, dataMask);
    }
    memory.key = key;
    memory.stored = json;
    yield call(writeFilterStateKey, key);
  } catch {
    // Storing the filter state is a convenience for sharing the address; the dashboard works without it.
  }
}

/** Stores changes one at a time (the latest waiting one wins), so a key is created only once. */
function* storeChanges(memory: FilterStateMemory): SagaIterator {
  const changes = yield actionChannel(CHANGES, buffers.sliding(1));
  for (;;) {
    yield take(changes);
    yield call(storeFilterState, memory);
  }
}

function* restoreUntilLeft(memory: FilterStateMemory, action: PayloadAction<{ idOrSlug: string; restore?: unknown; asGuest?: boolean }>): SagaIterator {
  yield race({ restore: call(restoreFilterState, memory, action), left: take(dashboardLeft.type) });
}

/** The dashboard's filter state in the address (`native_filters_key`): read on opening, stored on every change. */
export function* filterStateSaga(): SagaIterator {
  const memory: FilterStateMemory = { guest: false, key: null, stored: null };
  yield fork(storeChanges, memory);
  yield takeLatest(dashboardRequested.type, restoreUntilLeft, memory);
}

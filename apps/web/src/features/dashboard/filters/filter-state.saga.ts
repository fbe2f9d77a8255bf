import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, call, fork, race, select, take, takeLatest } from 'redux-saga/effects';
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
import { toPermalinkState } from '../model/permalink-state';
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

/**
 * The filter state stored under the address's `native_filters_key` for this dashboard, or `null`
 * when there is no key or the server no longer has it. Read while the dashboard loads, so that its
 * charts query with it from the start (a permalink carries its own state and skips this).
 */
export function* readAddressFilterState(dashboardId: number): SagaIterator<{ dataMask: DataMask; key: string } | null> {
  const key: string | null = yield call(readFilterStateKey);
  if (!key) return null;
  try {
    const dataMask: DataMask = yield call(fetchFilterState, dashboardId, key);
    return { dataMask, key };
  } catch {
    return null;
  }
}

/** A new dashboard starts with nothing stored; the key of a filter state read from the address is stored under again. */
export function* rememberRestoredKey(memory: FilterStateMemory, action: PayloadAction<{ asGuest?: boolean }>): SagaIterator {
  memory.guest = action.payload.asGuest === true;
  memory.key = null;
  memory.stored = null;
  const { restored } = yield race({
    restored: take(filterStateRestored.type),
    loaded: take(dashboardLoaded.type),
    failed: take(dashboardFailed.type),
  });
  if (restored) memory.key = (restored as ReturnType<typeof filterStateRestored>).payload.key;
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

function* rememberUntilLeft(memory: FilterStateMemory, action: PayloadAction<{ asGuest?: boolean }>): SagaIterator {
  yield race({ remember: call(rememberRestoredKey, memory, action), left: take(dashboardLeft.type) });
}

/** The dashboard's filter state in the address (`native_filters_key`): stored on every change, under the key it was opened with if any. */
export function* filterStateSaga(): SagaIterator {
  const memory: FilterStateMemory = { guest: false, key: null, stored: null };
  yield fork(storeChanges, memory);
  yield takeLatest(dashboardRequested.type, rememberUntilLeft, memory);
}

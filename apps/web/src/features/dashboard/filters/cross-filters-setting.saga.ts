import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../../api';
import { addToast } from '../../toasts';
import { selectDashboardState } from '../dashboard.selectors';
import { crossFilterRemoved, crossFiltersEnabledChanged, type DashboardState } from '../dashboard.slice';
import { saveDashboardMetadata } from './cross-filters-setting.api';

/**
 * 'Enable cross-filtering' was changed (the slice already applies it): the saved metadata with the
 * new `cross_filters_enabled` is stored; switching off also removes the active cross-filters so
 * the charts query without them. A failed save puts the setting back.
 */
export function* saveCrossFiltersEnabled(action: PayloadAction<{ enabled: boolean }>): SagaIterator {
  const { enabled } = action.payload;
  const { saved, dashboard, crossFilters }: DashboardState = yield select(selectDashboardState);
  const stored = saved ?? dashboard;
  if (!stored) return;
  if (!enabled) {
    for (const chartId of Object.keys(crossFilters)) yield put(crossFilterRemoved({ chartId: Number(chartId) }));
  }
  try {
    yield call(saveDashboardMetadata, stored.id, { ...stored.metadata, cross_filters_enabled: enabled });
  } catch (error) {
    yield put(crossFiltersEnabledChanged({ enabled: !enabled, revert: true }));
    yield put(addToast({ type: 'danger', text: toClientError(error).message }));
  }
}

/** The viewer's changes of the setting; putting it back after a failed save is not saved again. */
const isSettingChange = (action: { type: string; payload?: { revert?: boolean } }) =>
  action.type === crossFiltersEnabledChanged.type && action.payload?.revert !== true;

export function* crossFiltersSettingSaga(): SagaIterator {
  yield takeLatest(isSettingChange, saveCrossFiltersEnabled);
}

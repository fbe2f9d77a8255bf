import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../../api';
import { t } from '../../../i18n';
import { addToast } from '../../toasts';
import { selectDashboard, selectNativeFilters } from '../dashboard.selectors';
import { filtersConfigSaved, filtersConfigSaveFailed, filtersConfigSaveRequested } from '../dashboard.slice';
import type { DashboardInfo, NativeFilter } from '../dashboard.types';
import type { FilterChanges } from '../model/filter-config';
import { saveNativeFilters } from './filter-config.api';
import { crossFiltersSettingSaga } from './cross-filters-setting.saga';
import { cascadingFiltersSaga, loadFilterOptions } from './filter-options.saga';

/** Sends the config modal's changes; the bar then shows the stored configuration and loads the filters' values. */
export function* saveFiltersConfig(action: PayloadAction<FilterChanges>): SagaIterator {
  const dashboard: DashboardInfo | null = yield select(selectDashboard);
  if (!dashboard) return;
  try {
    const configuration: Record<string, unknown>[] = yield call(saveNativeFilters, dashboard.id, action.payload);
    yield put(filtersConfigSaved({ configuration }));
  } catch (error) {
    const failure = toClientError(error);
    const message = failure.status === 403 ? t('You do not have permission to edit this dashboard') : failure.message;
    yield put(filtersConfigSaveFailed({ message }));
    yield put(addToast({ type: 'danger', text: message }));
    return;
  }
  const filters: NativeFilter[] = yield select(selectNativeFilters);
  yield all(filters.map((filter) => call(loadFilterOptions, filter)));
}

/** The config modal's saves, the option reloads of cascading filters, and the filter bar's cross-filtering setting. */
export function* filtersConfigSaga(): SagaIterator {
  yield fork(cascadingFiltersSaga);
  yield fork(crossFiltersSettingSaga);
  yield takeLatest(filtersConfigSaveRequested.type, saveFiltersConfig);
}

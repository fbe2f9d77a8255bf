import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { t } from '../../../i18n';
import { addToast } from '../../toasts';
import { dashboardCopyBody } from '../dashboard-save';
import { copyDashboard } from '../dashboard.api';
import { selectDashboard, selectLayout } from '../dashboard.selectors';
import { saveAsFailed, saveAsRequested, saveAsSucceeded } from '../dashboard.slice';
import type { DashboardInfo, DashboardLayout } from '../dashboard.types';
import { saveFailureMessage } from '../properties/properties.saga';

/** 'Save as': copies what is on screen (layout edits included) as a new dashboard, whose id the modal then opens. */
export function* saveDashboardAs(action: PayloadAction<{ title: string; duplicateSlices: boolean }>): SagaIterator {
  const dashboard: DashboardInfo | null = yield select(selectDashboard);
  if (!dashboard) return;
  const layout: DashboardLayout = yield select(selectLayout);
  try {
    const id: number = yield call(
      copyDashboard,
      dashboard.id,
      dashboardCopyBody(dashboard, layout, action.payload.title, action.payload.duplicateSlices),
    );
    yield put(saveAsSucceeded({ id }));
    yield put(addToast({ type: 'success', text: t('This dashboard was saved successfully.') }));
  } catch (error) {
    yield put(saveAsFailed({ message: saveFailureMessage(error) }));
  }
}

export function* saveAsSaga(): SagaIterator {
  yield takeLatest(saveAsRequested.type, saveDashboardAs);
}

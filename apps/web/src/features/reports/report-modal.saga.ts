import type { ReportScheduleView, ReportScheduleFields } from '@tessera/contracts/web';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { fromReport } from './report-payload';
import {
  reportModalLoaded,
  reportModalClosed,
  reportModalOpened,
  reportSaveFailed,
  reportSaveRequested,
  reportSaveSucceeded,
  selectReportModal,
  type ReportModalState,
} from './report-modal.slice';
import { fetchSchedule, saveSchedule } from './reports.api';

/** Loads the schedule to edit; a new one already has its form. */
export function* loadSchedule(action: ReturnType<typeof reportModalOpened>): SagaIterator {
  const { id } = action.payload;
  if (id === null) return;
  try {
    const report: ReportScheduleView = yield call(fetchSchedule, id);
    const labels = {
      dashboard: report.dashboard?.dashboard_title ?? undefined,
      chart: report.chart?.slice_name ?? undefined,
      database: report.database?.database_name,
    };
    yield put(reportModalLoaded({ initial: fromReport(report), labels }));
  } catch (error) {
    yield put(reportModalClosed());
    yield put(
      addToast({ type: 'danger', text: t('An error occurred while fetching %s info: %s', t('report'), toClientError(error).message) }),
    );
  }
}

function savedText(type: string, created: boolean): string {
  if (type === 'Alert') return created ? t('The alert has been created') : t('Alert updated');
  return created ? t('The report has been created') : t('Report updated');
}

/** Creates or updates; the modal stays open with the server's message when the save is refused. */
export function* saveReport(action: PayloadAction<ReportScheduleFields>): SagaIterator {
  const { editingId, type }: ReportModalState = yield select(selectReportModal);
  try {
    const id: number = yield call(saveSchedule, action.payload, editingId);
    yield put(reportSaveSucceeded({ id, created: editingId === null }));
    yield put(addToast({ type: 'success', text: savedText(type, editingId === null) }));
  } catch (error) {
    yield put(reportSaveFailed({ error: toClientError(error) }));
  }
}

export function* reportModalSaga(): SagaIterator {
  yield takeLatest(reportModalOpened.type, loadSchedule);
  yield takeEvery(reportSaveRequested.type, saveReport);
}

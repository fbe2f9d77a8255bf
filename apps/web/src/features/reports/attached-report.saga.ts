import type { ReportListRow } from '@tessera/contracts/web';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import {
  attachedReportFailed,
  attachedReportLoaded,
  attachedReportRequested,
  selectAttachedReport,
  type AttachedReportState,
} from './attached-report.slice';
import { reportSaveSucceeded } from './report-modal.slice';
import { fetchAttachedReport } from './reports.api';

export function* loadAttachedReport(action: ReturnType<typeof attachedReportRequested>): SagaIterator {
  const { kind, id, userId } = action.payload;
  try {
    const report: ReportListRow | null = yield call(fetchAttachedReport, kind, id, userId);
    yield put(attachedReportLoaded({ report }));
  } catch {
    yield put(attachedReportFailed());
    yield put(addToast({ type: 'danger', text: t('There was an issue fetching reports attached to this dashboard.') }));
  }
}

/** A report created or edited from the header is shown as the server now has it. */
export function* reloadAfterSave(): SagaIterator {
  const { scope }: AttachedReportState = yield select(selectAttachedReport);
  if (scope) yield put(attachedReportRequested(scope));
}

export function* attachedReportSaga(): SagaIterator {
  yield takeLatest(attachedReportRequested.type, loadAttachedReport);
  yield takeLatest(reportSaveSucceeded.type, reloadAfterSave);
}

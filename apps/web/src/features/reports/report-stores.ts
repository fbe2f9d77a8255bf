import type { ReportListRow } from '@tessera/contracts/web';
import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { listPageStoreOptions, refreshRequested, type ListSagaOptions, type PageStoreOptions } from '../resource-list';
import { attachedReportSaga } from './attached-report.saga';
import { attachedReportReducer, type AttachedReportState } from './attached-report.slice';
import { reportActionsSaga } from './report-actions.saga';
import { activeToggled, scheduleDeleted } from './report-actions.slice';
import type { ScheduleType } from './report-form';
import { reportModalSaga } from './report-modal.saga';
import { reportModalReducer, reportSaveSucceeded, type ReportModalState } from './report-modal.slice';
import { fetchSchedulesPage } from './reports.api';
import { t } from '../../i18n';

/** Action prefixes handled by the reports' own stores; everything else (toasts) goes to the app store. */
const SCHEDULE_PREFIXES = ['reportModal', 'reportActions'] as const;

export function schedulesResource(type: ScheduleType): ListSagaOptions<ReportListRow> {
  return {
    resource: 'report',
    fetchPage: (config) => fetchSchedulesPage(type, config),
    rowName: (row) => row.name,
    info: true,
    label: () => (type === 'Alert' ? t('alert') : t('report')),
    fetchFailed: (message) =>
      type === 'Alert'
        ? t('An error occurred while fetching alerts: %s', message)
        : t('An error occurred while fetching reports: %s', message),
  };
}

/** Any change made from the page shows in the list at once. */
function* refreshOnChange(): SagaIterator {
  yield takeEvery([reportSaveSucceeded.type, activeToggled.type, scheduleDeleted.type], function* refresh() {
    yield put(refreshRequested());
  });
}

/** The store of one tab of Alerts & Reports: the list, its modal and the row actions. */
export function scheduleListStoreOptions(type: ScheduleType) {
  return listPageStoreOptions(schedulesResource(type), {
    prefixes: SCHEDULE_PREFIXES,
    reducers: { reportModal: reportModalReducer },
    saga: function* scheduleListSaga() {
      yield all([call(reportModalSaga), call(reportActionsSaga), call(refreshOnChange)]);
    },
  });
}

export interface HeaderReportState {
  attachedReport: AttachedReportState;
  reportModal: ReportModalState;
}

/** The store of a dashboard's or chart's report menu, living as long as the header. */
export function headerReportStoreOptions(): PageStoreOptions<HeaderReportState> {
  const reducer: Reducer<HeaderReportState> = combineReducers({ attachedReport: attachedReportReducer, reportModal: reportModalReducer });
  return {
    prefixes: ['attachedReport', ...SCHEDULE_PREFIXES],
    reducer,
    saga: function* headerReportSaga() {
      yield all([call(attachedReportSaga), call(reportModalSaga), call(reportActionsSaga)]);
    },
  };
}

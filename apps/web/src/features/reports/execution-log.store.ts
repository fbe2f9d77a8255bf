import type { ReportLogView, ReportScheduleView } from '@tessera/contracts/web';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { listPageStoreOptions, type ListSagaOptions } from '../resource-list';
import { addToast } from '../toasts';
import { logScheduleFailed, logScheduleLoaded, logScheduleReducer } from './log-schedule.slice';
import { fetchExecutionLog, fetchSchedule } from './reports.api';

function logResource(scheduleId: number): ListSagaOptions<ReportLogView> {
  return {
    resource: 'report',
    fetchPage: (config) => fetchExecutionLog(scheduleId, config),
    rowName: (row) => row.scheduled_dttm,
    label: () => t('execution log'),
    fetchFailed: (message) => t('An error occurred while fetching execution logs: %s', message),
  };
}

export function* loadLogSchedule(scheduleId: number): SagaIterator {
  try {
    const schedule: ReportScheduleView = yield call(fetchSchedule, scheduleId);
    yield put(logScheduleLoaded({ name: schedule.name }));
  } catch (error) {
    yield put(logScheduleFailed());
    yield put(
      addToast({ type: 'danger', text: t('An error occurred while fetching %s info: %s', t('report'), toClientError(error).message) }),
    );
  }
}

/** The store of one schedule's execution log page: the log rows and the schedule's name. */
export function executionLogStoreOptions(scheduleId: number) {
  return listPageStoreOptions(logResource(scheduleId), {
    prefixes: ['logSchedule'],
    reducers: { logSchedule: logScheduleReducer },
    saga: function* logScheduleSaga() {
      yield call(loadLogSchedule, scheduleId);
    },
  });
}

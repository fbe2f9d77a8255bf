import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { activeToggled, activeToggleRequested, scheduleDeleted, scheduleDeleteRequested } from './report-actions.slice';
import { deleteSchedule, setScheduleActive } from './reports.api';

export function* toggleActive(action: ReturnType<typeof activeToggleRequested>): SagaIterator {
  const { id, active } = action.payload;
  try {
    yield call(setScheduleActive, id, active);
    yield put(activeToggled({ id, active }));
  } catch {
    yield put(addToast({ type: 'danger', text: t('We were unable to active or deactivate this report.') }));
  }
}

export function* deleteOne(action: ReturnType<typeof scheduleDeleteRequested>): SagaIterator {
  const { id, name } = action.payload;
  try {
    yield call(deleteSchedule, id);
    yield put(scheduleDeleted({ id }));
    yield put(addToast({ type: 'success', text: t('Deleted: %s', name) }));
  } catch {
    yield put(addToast({ type: 'danger', text: t('Your report could not be deleted') }));
  }
}

export function* reportActionsSaga(): SagaIterator {
  yield takeEvery(activeToggleRequested.type, toggleActive);
  yield takeEvery(scheduleDeleteRequested.type, deleteOne);
}

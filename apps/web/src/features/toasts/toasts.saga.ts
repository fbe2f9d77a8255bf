import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { delay, put, takeEvery } from 'redux-saga/effects';
import { addToast, dismissToast, type Toast } from './toasts.slice';

export function* dismissAfterDuration(action: PayloadAction<Toast>): SagaIterator {
  yield delay(action.payload.durationMs);
  yield put(dismissToast(action.payload.id));
}

export function* toastsSaga(): SagaIterator {
  yield takeEvery(addToast.type, dismissAfterDuration);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import { configLoaded, type CommonConfig } from '../config';
import { configureAsyncEvents } from './async-events.instance';

function* applyTransport(action: PayloadAction<CommonConfig>): SagaIterator {
  yield call(configureAsyncEvents, action.payload.conf);
}

/** Picks the async event transport the server announces. */
export function* asyncEventsSaga(): SagaIterator {
  yield takeLatest(configLoaded.type, applyTransport);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, race, select, take } from 'redux-saga/effects';
import { bootstrapFailed, bootstrapSucceeded, selectSessionStatus, sessionExpired, type SessionStatus } from '../auth';
import { openChartDataChannel } from './chart-data.api';
import type { DashboardRequest } from './dashboard.slice';

/**
 * When a dashboard is asked for, opens the chart-data socket as soon as the viewer is known to be
 * signed in, so the handshake overlaps the dashboard's own requests instead of delaying its first
 * chart query. Not before: the handshake carries the session cookie. A guest's socket opens with
 * its first query, which authenticates it with the guest token.
 */
export function* openChartDataSocketWhenSignedIn(action: PayloadAction<DashboardRequest>): SagaIterator {
  if (action.payload.asGuest) return;
  const status: SessionStatus = yield select(selectSessionStatus);
  if (status !== 'authenticated') {
    const { signedIn } = yield race({
      signedIn: take(bootstrapSucceeded.type),
      failed: take(bootstrapFailed.type),
      expired: take(sessionExpired.type),
    });
    if (!signedIn) return;
  }
  yield call(openChartDataChannel);
}

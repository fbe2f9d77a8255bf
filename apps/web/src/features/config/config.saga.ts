import type { PayloadAction } from '@reduxjs/toolkit';
import { call, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { colorRulesFromFeatureFlags, configureColorRules } from '@tessera/viz';
import { applyServerTimeout } from './config.api';
import { configLoaded } from './config.slice';
import type { CommonConfig } from './config.types';

/**
 * Puts the server's settings into effect: the request deadline and the colour flags every chart's
 * colour scale follows (the language feature applies the locale).
 */
export function* applyConfig(action: PayloadAction<CommonConfig>): SagaIterator {
  yield call(configureColorRules, colorRulesFromFeatureFlags(action.payload.featureFlags));
  const timeout = action.payload.conf['SUPERSET_WEBSERVER_TIMEOUT'];
  if (typeof timeout === 'number' && timeout > 0) yield call(applyServerTimeout, timeout);
}

export function* configSaga(): SagaIterator {
  yield takeLatest(configLoaded.type, applyConfig);
}

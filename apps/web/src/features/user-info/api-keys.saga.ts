import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiKeyCreatedView, ApiKeyCreateFields, ApiKeyView } from '@tessera/contracts/web';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import {
  apiKeyCreateFailed,
  apiKeyCreateRequested,
  apiKeyCreateSucceeded,
  apiKeyRevokeFailed,
  apiKeyRevokeRequested,
  apiKeyRevokeSucceeded,
  apiKeysLoaded,
  apiKeysLoadFailed,
  apiKeysLoadRequested,
} from './api-keys.slice';
import { createApiKey, fetchApiKeys, revokeApiKey } from './user-info.api';

export function* loadApiKeys(): SagaIterator {
  try {
    const keys: ApiKeyView[] = yield call(fetchApiKeys);
    yield put(apiKeysLoaded(keys));
  } catch (error) {
    yield put(apiKeysLoadFailed());
    yield put(
      addToast({ type: 'danger', text: t('An error occurred while fetching %s info: %s', t('API keys'), toClientError(error).message) }),
    );
  }
}

export function* createKey(action: PayloadAction<ApiKeyCreateFields>): SagaIterator {
  try {
    const created: ApiKeyCreatedView = yield call(createApiKey, action.payload);
    yield put(apiKeyCreateSucceeded(created));
  } catch (error) {
    yield put(apiKeyCreateFailed({ error: toClientError(error) }));
  }
}

export function* revokeKey(action: PayloadAction<number>): SagaIterator {
  try {
    yield call(revokeApiKey, action.payload);
    yield put(apiKeyRevokeSucceeded(action.payload));
    yield put(addToast({ type: 'success', text: t('API key revoked') }));
  } catch (error) {
    yield put(apiKeyRevokeFailed());
    yield put(addToast({ type: 'danger', text: toClientError(error).message }));
  }
}

export function* apiKeysSaga(): SagaIterator {
  yield takeLatest(apiKeysLoadRequested.type, loadApiKeys);
  yield takeEvery(apiKeyCreateRequested.type, createKey);
  yield takeEvery(apiKeyRevokeRequested.type, revokeKey);
}

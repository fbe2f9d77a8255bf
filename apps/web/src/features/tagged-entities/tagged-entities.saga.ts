import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { fetchTag, fetchTaggedObjects, type TagDetail, type TaggedObject } from './tagged-entities.api';
import { taggedEntitiesFailed, taggedEntitiesLoaded, taggedEntitiesRequested } from './tagged-entities.slice';

export function* loadTaggedEntities(action: PayloadAction<{ tagId: number }>): SagaIterator {
  const { tagId } = action.payload;
  try {
    const [tag, objects]: [TagDetail, TaggedObject[]] = yield all([call(fetchTag, tagId), call(fetchTaggedObjects, tagId)]);
    yield put(taggedEntitiesLoaded({ tag, objects }));
  } catch (error) {
    yield put(taggedEntitiesFailed({ error: toClientError(error) }));
  }
}

export function* taggedEntitiesSaga(): SagaIterator {
  yield takeLatest(taggedEntitiesRequested.type, loadTaggedEntities);
}

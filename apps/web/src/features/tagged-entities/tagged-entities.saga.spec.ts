import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { fetchTag, fetchTaggedObjects, type TaggedObject } from './tagged-entities.api';
import { loadTaggedEntities } from './tagged-entities.saga';
import {
  initialTaggedEntitiesState,
  taggedEntitiesFailed,
  taggedEntitiesLoaded,
  taggedEntitiesReducer,
  taggedEntitiesRequested,
} from './tagged-entities.slice';

const tag = { id: 3, name: 'finance', description: 'Money matters' };
const objects: TaggedObject[] = [
  { id: 7, type: 'dataset', name: 'sales', url: '/explore/?datasource_type=table&datasource_id=7', changed_on: null, owners: [] },
];

describe('tagged entities saga', () => {
  it('loads the tag and its objects together', async () => {
    const { storeState } = await expectSaga(loadTaggedEntities, taggedEntitiesRequested({ tagId: 3 }))
      .withReducer(taggedEntitiesReducer, initialTaggedEntitiesState)
      .provide([
        [matchers.call(fetchTag, 3), tag],
        [matchers.call(fetchTaggedObjects, 3), objects],
      ])
      .put(taggedEntitiesLoaded({ tag, objects }))
      .run();
    expect(storeState).toEqual({ tag, objects, loading: false, error: null });
  });

  it('keeps the error when either call fails', async () => {
    const failure = new ApiError({ message: 'Tag not found', status: 404, errors: [] });
    await expectSaga(loadTaggedEntities, taggedEntitiesRequested({ tagId: 9 }))
      .provide([
        [matchers.call(fetchTag, 9), throwError(failure)],
        [matchers.call(fetchTaggedObjects, 9), []],
      ])
      .put(taggedEntitiesFailed({ error: failure.detail }))
      .run();
  });
});

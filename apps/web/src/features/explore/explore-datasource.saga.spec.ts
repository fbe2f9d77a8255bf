import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchFavoriteStatus } from '../resource-list';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { addToast } from '../toasts';
import { fetchExploreContext } from './explore.api';
import { reloadDatasource } from './explore-datasource.saga';
import { birthsDatasource, exploreContext } from './explore.fixtures';
import { loadExplore } from './explore.saga';
import { chartUpdateRequested, datasourceReloadRequested, exploreReducer, loadRequested, type ExploreState } from './explore.slice';
import type { ExploreDatasource } from './explore.types';

const reducer = combineReducers({ explore: exploreReducer }) as unknown as Reducer<{ explore: ExploreState }>;

async function loadedState(): Promise<{ explore: ExploreState }> {
  const request = loadRequested({ sliceId: 12 });
  const { storeState } = await expectSaga(loadExplore, request)
    .withReducer(reducer, reducer(undefined, request))
    .provide([
      [matchers.call.fn(fetchExploreContext), exploreContext()],
      [matchers.call.fn(fetchFavoriteStatus), { 12: false }],
    ])
    .run();
  return storeState as { explore: ExploreState };
}

/** Another example dataset: it has a `count` metric but no `state` column. */
const fruit: ExploreDatasource = {
  id: 9,
  type: 'table',
  name: 'public.fruit',
  columns: [{ column_name: 'name', type: 'VARCHAR', type_generic: 1 }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  owners: [{ id: 1 }],
};

const datasetContext = (dataset: ExploreDatasource) =>
  exploreContext({ slice: null, metadata: null, form_data: { datasource: `${dataset.id}__table` }, dataset });

describe('reloadDatasource', () => {
  it('swaps the dataset in, drops the columns it lacks from the controls and re-runs the chart', async () => {
    const before = await loadedState();
    const { storeState } = await expectSaga(reloadDatasource, datasourceReloadRequested({ id: 9 }))
      .withReducer(reducer, before)
      .provide([[matchers.call.fn(fetchExploreContext), datasetContext(fruit)]])
      .call(fetchExploreContext, { datasourceId: 9, datasourceType: 'table' })
      .put(chartUpdateRequested())
      .run();
    const explore = (storeState as { explore: ExploreState }).explore;
    expect(explore.datasource).toMatchObject({ id: 9, name: 'public.fruit', owners: [{ id: 1 }] });
    expect(explore.datasource?.columns.map((column) => column.column_name)).toEqual(['name']);
    // A column the new dataset lacks ('state') leaves the controls, so the re-run never asks for it;
    // the saved metric both datasets have stays.
    expect(explore.formData).toEqual({ ...before.explore.formData, datasource: '9__table', groupby: [] });
    expect(explore.slice).toEqual(before.explore.slice);
    expect(explore.loadedFrom).toEqual({ sliceId: 12 });
  });

  it('moves an exploration opened from a dataset to the new dataset’s address', async () => {
    const request = loadRequested({ datasourceId: 7, datasourceType: 'table' });
    const { storeState: opened } = await expectSaga(loadExplore, request)
      .withReducer(reducer, reducer(undefined, request))
      .provide([[matchers.call.fn(fetchExploreContext), datasetContext(birthsDatasource)]])
      .run();
    const { storeState } = await expectSaga(reloadDatasource, datasourceReloadRequested({ id: 9 }))
      .withReducer(reducer, opened as { explore: ExploreState })
      .provide([[matchers.call.fn(fetchExploreContext), datasetContext(fruit)]])
      .run();
    expect((storeState as { explore: ExploreState }).explore.loadedFrom).toEqual({ datasourceId: 9, datasourceType: 'table' });
    expect((opened as { explore: ExploreState }).explore.loadedFrom).toEqual({ datasourceId: 7, datasourceType: 'table' });
  });

  it('refreshes the edited dataset without re-running the chart', async () => {
    const before = await loadedState();
    const edited: ExploreDatasource = {
      ...birthsDatasource,
      metrics: [...birthsDatasource.metrics, { metric_name: 'sum_num', expression: 'SUM(num)', certified_by: 'Data team' }],
    };
    const { storeState } = await expectSaga(reloadDatasource, datasourceReloadRequested({ id: 7 }))
      .withReducer(reducer, before)
      .provide([[matchers.call.fn(fetchExploreContext), datasetContext(edited)]])
      .not.put(chartUpdateRequested())
      .run();
    const explore = (storeState as { explore: ExploreState }).explore;
    expect(explore.datasource?.metrics.map((metric) => [metric.metric_name, metric.certified_by ?? null])).toEqual([
      ['count', null],
      ['sum_num', 'Data team'],
    ]);
    expect(explore.formData).toEqual(before.explore.formData);
  });

  it('does not run a swapped-in exploration whose controls are not valid', async () => {
    const before = await loadedState();
    const invalid = { explore: { ...before.explore, formData: { ...before.explore.formData!, metrics: [], groupby: [] } } };
    const { storeState } = await expectSaga(reloadDatasource, datasourceReloadRequested({ id: 9 }))
      .withReducer(reducer, invalid)
      .provide([[matchers.call.fn(fetchExploreContext), datasetContext(fruit)]])
      .not.put(chartUpdateRequested())
      .run();
    expect((storeState as { explore: ExploreState }).explore.datasource?.id).toBe(9);
  });

  it('keeps the current dataset and tells why when the new one cannot be loaded', async () => {
    const before = await loadedState();
    const { storeState } = await expectSaga(reloadDatasource, datasourceReloadRequested({ id: 9 }))
      .withReducer(reducer, before)
      .provide([
        [matchers.call.fn(fetchExploreContext), throwError(new ApiError({ message: 'Dataset does not exist', status: 404, errors: [] }))],
      ])
      .put.like({ action: { type: addToast.type, payload: { type: 'danger', text: 'Error while fetching data: Dataset does not exist' } } })
      .not.put(chartUpdateRequested())
      .run();
    expect((storeState as { explore: ExploreState }).explore).toEqual(before.explore);
  });
});

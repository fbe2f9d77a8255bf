import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchFavoriteStatus } from '../resource-list';
import { throwError } from 'redux-saga-test-plan/providers';
import { CANCEL } from 'redux-saga';
import { ApiError } from '../../api';
import { waitForAsyncJob } from '../async-events';
import { createFormDataKey, fetchExploreContext, postChartData, updateChart, updateFormDataKey } from './explore.api';
import { exploreContext, stateCounts } from './explore.fixtures';
import { loadExplore, renameChart, runChart } from './explore.saga';
import {
  chartStopRequested,
  chartUpdateRequested,
  exploreReducer,
  formDataKeyAssigned,
  initialExploreState,
  loadFailed,
  loadRequested,
  titleEdited,
  type ExploreState,
} from './explore.slice';

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

describe('loadExplore', () => {
  it('stores dataset, form data with control defaults and the chart, then runs the saved chart', async () => {
    const { storeState } = await expectSaga(loadExplore, loadRequested({ sliceId: 12 }))
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchExploreContext), exploreContext()],
        [matchers.call.fn(fetchFavoriteStatus), { 12: false }],
      ])
      .call(fetchExploreContext, { sliceId: 12 })
      .put(chartUpdateRequested())
      .run();
    const explore = (storeState as { explore: ExploreState }).explore;
    expect(explore.status).toBe('loaded');
    expect(explore.sliceName).toBe('Births by state');
    expect(explore.datasource?.columns.map((column) => column.column_name)).toEqual(['ds', 'state', 'num']);
    expect(explore.formData).toMatchObject({
      viz_type: 'table',
      groupby: ['state'],
      metrics: ['count'],
      row_limit: 100,
      query_mode: 'aggregate',
      adhoc_filters: [],
    });
    expect(explore.permissions).toEqual({ canAdd: true, canDownload: true, canOverwrite: true });
  });

  it('does not run a new exploration of a dataset by itself', async () => {
    const context = exploreContext({ slice: null, metadata: null, form_data: { datasource: '7__table' } });
    const { storeState } = await expectSaga(loadExplore, loadRequested({ datasourceId: 7, datasourceType: 'table' }))
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchExploreContext), context]])
      .not.put(chartUpdateRequested())
      .run();
    expect((storeState as { explore: ExploreState }).explore.formData).toMatchObject({
      viz_type: 'table',
      datasource: '7__table',
      metrics: [],
    });
  });

  it('keeps the reason when the chart cannot be opened', () => {
    const denied = new ApiError({ message: "You don't have access to this chart.", status: 403, errors: [] });
    return expectSaga(loadExplore, loadRequested({ sliceId: 12 }))
      .provide([[matchers.call.fn(fetchExploreContext), throwError(denied)]])
      .put(loadFailed({ error: denied.detail }))
      .run();
  });
});

describe('runChart', () => {
  it('queries with the plugin-built request and ends in success with the results', async () => {
    const state = await loadedState();
    const sent: unknown[] = [];
    const { storeState } = await expectSaga(runChart)
      .withReducer(reducer, state)
      .provide({
        call(effect, next) {
          if (effect.fn === createFormDataKey) return 'key-1';
          if (effect.fn !== postChartData) return next();
          sent.push(effect.args[0]);
          return { kind: 'result', result: [stateCounts] };
        },
      })
      .run();
    expect(sent).toEqual([
      expect.objectContaining({
        datasource: { id: 7, type: 'table' },
        queries: [expect.objectContaining({ columns: ['state'], metrics: ['count'], row_limit: 100 })],
      }),
    ]);
    const chart = (storeState as { explore: ExploreState }).explore.chart;
    expect(chart.status).toBe('success');
    expect(chart.queriesResponse).toEqual([stateCounts]);
    expect(chart.latestQueryFormData).toMatchObject({ groupby: ['state'] });
  });

  it("asks the server to bypass its cache on 'Force refresh'", async () => {
    const state = await loadedState();
    const sent: { force: boolean }[] = [];
    const run = (action?: ReturnType<typeof chartUpdateRequested>) =>
      expectSaga(runChart, action)
        .withReducer(reducer, state)
        .provide({
          call(effect, next) {
            if (effect.fn === createFormDataKey) return 'key-1';
            if (effect.fn !== postChartData) return next();
            sent.push(effect.args[0] as { force: boolean });
            return { kind: 'result', result: [stateCounts] };
          },
        })
        .run();
    await run(chartUpdateRequested({ force: true }));
    await run(chartUpdateRequested());
    expect(sent.map((context) => context.force)).toEqual([true, false]);
  });

  it('fails with the server message', async () => {
    const state = await loadedState();
    const error = new ApiError({ message: 'column "nope" does not exist', status: 400, errors: [] });
    const { storeState } = await expectSaga(runChart)
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(createFormDataKey), 'key-1'],
        [matchers.call.fn(postChartData), throwError(error)],
      ])
      .run();
    expect((storeState as { explore: ExploreState }).explore.chart).toMatchObject({
      status: 'failed',
      alert: 'column "nope" does not exist',
    });
  });

  it("stops when 'Stop' comes before the answer", async () => {
    const state = await loadedState();
    const never = new Promise<never>(() => undefined);
    const { storeState } = await expectSaga(runChart)
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(createFormDataKey), 'key-1'],
        [matchers.call.fn(postChartData), never],
      ])
      .dispatch(chartStopRequested())
      .run(200);
    expect((storeState as { explore: ExploreState }).explore.chart).toMatchObject({
      status: 'stopped',
      alert: 'Updating chart was stopped',
    });
  });

  it('waits for a 202 job through the async event client and shows its result', async () => {
    const state = await loadedState();
    const job = { job_id: 'job-1', channel_id: 'c', status: 'pending', result_url: null };
    const { storeState } = await expectSaga(runChart)
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(createFormDataKey), 'key-1'],
        [matchers.call.fn(postChartData), { kind: 'job', job }],
        [matchers.call.fn(waitForAsyncJob), [stateCounts]],
      ])
      .call(waitForAsyncJob, job)
      .run();
    expect((storeState as { explore: ExploreState }).explore.chart).toMatchObject({ status: 'success', queriesResponse: [stateCounts] });
  });

  it('fails with the message of an async error event', async () => {
    const state = await loadedState();
    const { storeState } = await expectSaga(runChart)
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(createFormDataKey), 'key-1'],
        [matchers.call.fn(postChartData), { kind: 'job', job: { job_id: 'job-2' } }],
        [matchers.call.fn(waitForAsyncJob), throwError(new ApiError({ message: 'Query timed out', errors: [] }))],
      ])
      .run();
    expect((storeState as { explore: ExploreState }).explore.chart).toMatchObject({ status: 'failed', alert: 'Query timed out' });
  });

  it("stops while waiting for an async job: the wait is cancelled and the chart is 'stopped'", async () => {
    const state = await loadedState();
    const cancelWait = jest.fn();
    const waiting = Object.assign(new Promise<never>(() => undefined), { [CANCEL]: cancelWait });
    const { storeState } = await expectSaga(runChart)
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(createFormDataKey), 'key-1'],
        [matchers.call.fn(postChartData), { kind: 'job', job: { job_id: 'job-3' } }],
        [matchers.call.fn(waitForAsyncJob), waiting],
      ])
      .dispatch(chartStopRequested())
      .run(200);
    expect(cancelWait).toHaveBeenCalledTimes(1);
    expect((storeState as { explore: ExploreState }).explore.chart).toMatchObject({
      status: 'stopped',
      alert: 'Updating chart was stopped',
    });
  });
});

describe('form data key', () => {
  it('keeps the run form data under a new key, then updates that key on the next run', async () => {
    const state = await loadedState();
    const { storeState } = await expectSaga(runChart)
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(createFormDataKey), 'key-1'],
        [matchers.call.fn(postChartData), { kind: 'result', result: [stateCounts] }],
      ])
      .call.like({ fn: createFormDataKey, args: [{ datasource_id: 7, datasource_type: 'table', chart_id: 12 }] })
      .put(formDataKeyAssigned('key-1'))
      .run();
    const afterFirst = storeState as { explore: ExploreState };
    expect(afterFirst.explore.loadedFrom).toEqual({ sliceId: 12, formDataKey: 'key-1' });
    const updates: unknown[][] = [];
    await expectSaga(runChart)
      .withReducer(reducer, afterFirst)
      .provide({
        call(effect, next) {
          if (effect.fn === updateFormDataKey) {
            updates.push(effect.args);
            return 'key-1';
          }
          return effect.fn === postChartData ? { kind: 'result', result: [stateCounts] } : next();
        },
      })
      .not.put.actionType(formDataKeyAssigned.type)
      .run();
    expect(updates).toHaveLength(1);
    const [key, body] = updates[0] as [string, { form_data: string }];
    expect(key).toBe('key-1');
    expect(JSON.parse(body.form_data)).toMatchObject({ groupby: ['state'], metrics: ['count'] });
  });

  it('runs a chart opened from its key without storing it again, so the address keeps that key', async () => {
    const request = loadRequested({ sliceId: 12, formDataKey: 'key-1' });
    await expectSaga(loadExplore, request)
      .withReducer(reducer, reducer(undefined, request))
      .provide([
        [matchers.call.fn(fetchExploreContext), exploreContext()],
        [matchers.call.fn(fetchFavoriteStatus), { 12: false }],
      ])
      .put(chartUpdateRequested({ restored: true }))
      .run();
    const state = await loadedState();
    await expectSaga(runChart, chartUpdateRequested({ restored: true }))
      .withReducer(reducer, { explore: { ...state.explore, loadedFrom: { sliceId: 12, formDataKey: 'key-1' } } })
      .provide([[matchers.call.fn(postChartData), { kind: 'result', result: [stateCounts] }]])
      .not.call.fn(createFormDataKey)
      .not.call.fn(updateFormDataKey)
      .not.put.actionType(formDataKeyAssigned.type)
      .run();
  });

  it('runs the chart even when the key cannot be stored', async () => {
    const state = await loadedState();
    const { storeState } = await expectSaga(runChart)
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(createFormDataKey), throwError(new ApiError({ message: 'Forbidden', status: 403, errors: [] }))],
        [matchers.call.fn(postChartData), { kind: 'result', result: [stateCounts] }],
      ])
      .run();
    expect((storeState as { explore: ExploreState }).explore.chart.status).toBe('success');
    expect((storeState as { explore: ExploreState }).explore.loadedFrom).toEqual({ sliceId: 12 });
  });
});

describe('renameChart', () => {
  it('renames an owned saved chart on the server', async () => {
    const state = await loadedState();
    const { storeState } = await expectSaga(renameChart, titleEdited('Births per state'))
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(updateChart), undefined]])
      .call(updateChart, 12, { slice_name: 'Births per state' })
      .run();
    expect((storeState as { explore: ExploreState }).explore.sliceName).toBe('Births per state');
  });

  it('only names an unsaved exploration', () => {
    return expectSaga(renameChart, titleEdited('Draft'))
      .withReducer(reducer, { explore: { ...initialExploreState, status: 'loaded' } })
      .not.call.fn(updateChart)
      .hasFinalState({ explore: { ...initialExploreState, status: 'loaded', sliceName: 'Draft' } })
      .run();
  });
});

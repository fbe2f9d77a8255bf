import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchFavoriteStatus } from '../resource-list';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { addToast } from '../toasts';
import { createChart, createDashboard, fetchExploreContext, updateChart, type ChartWriteBody } from './explore.api';
import { exploreContext } from './explore.fixtures';
import { saveChart, savedAdhocFilters } from './explore-save.saga';
import { loadExplore } from './explore.saga';
import { controlChanged, exploreReducer, loadRequested, saveRequested, type ExploreState } from './explore.slice';

const reducer = combineReducers({ explore: exploreReducer }) as unknown as Reducer<{ explore: ExploreState }>;

async function editedState(): Promise<{ explore: ExploreState }> {
  const { storeState } = await expectSaga(loadExplore, loadRequested({ sliceId: 12 }))
    .withReducer(reducer)
    .provide([
      [matchers.call.fn(fetchExploreContext), exploreContext()],
      [matchers.call.fn(fetchFavoriteStatus), { 12: false }],
    ])
    .run();
  const metric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' };
  return reducer(storeState as { explore: ExploreState }, controlChanged({ name: 'metrics', value: [metric] }));
}

function captureWrites(answers: { createChart?: number; createDashboard?: number }) {
  const writes: { fn: string; args: unknown[] }[] = [];
  return {
    writes,
    provider: {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn === createChart) writes.push({ fn: 'createChart', args: effect.args });
        else if (effect.fn === updateChart) writes.push({ fn: 'updateChart', args: effect.args });
        else if (effect.fn === createDashboard) writes.push({ fn: 'createDashboard', args: effect.args });
        else return next();
        if (effect.fn === createChart) return answers.createChart;
        if (effect.fn === createDashboard) return answers.createDashboard;
        return undefined;
      },
    },
  };
}

describe('saveChart', () => {
  it('saves as a new chart with the edited form data and query, says so and reopens on it', async () => {
    const state = await editedState();
    const { writes, provider } = captureWrites({ createChart: 40 });
    await expectSaga(saveChart, saveRequested({ action: 'saveas', sliceName: ' Births total ', dashboard: null }))
      .withReducer(reducer, state)
      .provide(provider)
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'Chart [Births total] has been saved' } } })
      .put(loadRequested({ sliceId: 40 }))
      .run();
    expect(writes).toHaveLength(1);
    const body = writes[0].args[0] as ChartWriteBody;
    expect(body).toMatchObject({
      slice_name: 'Births total',
      viz_type: 'table',
      datasource_id: 7,
      datasource_type: 'table',
      dashboards: [],
    });
    const params = JSON.parse(body.params as string);
    expect(params.metrics).toEqual([expect.objectContaining({ aggregate: 'SUM', label: 'SUM(num)' })]);
    expect(params.slice_id).toBeUndefined();
    expect(JSON.parse(body.query_context as string).queries[0].metrics).toEqual([expect.objectContaining({ label: 'SUM(num)' })]);
  });

  it('overwrites the opened chart, keeping its dashboards and adding a new one', async () => {
    const state = await editedState();
    const { writes, provider } = captureWrites({ createDashboard: 9 });
    await expectSaga(saveChart, saveRequested({ action: 'overwrite', sliceName: 'Births by state', dashboard: { newTitle: 'Population' } }))
      .withReducer(reducer, state)
      .provide(provider)
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'Chart [Births by state] has been overwritten' } } })
      .put.like({
        action: {
          type: addToast.type,
          payload: { type: 'success', text: 'Dashboard [Population] just got created and chart [Births by state] was added to it' },
        },
      })
      .run();
    expect(writes.map((write) => write.fn)).toEqual(['createDashboard', 'updateChart']);
    expect(writes[0].args).toEqual(['Population']);
    expect(writes[1].args[0]).toBe(12);
    expect((writes[1].args[1] as ChartWriteBody).dashboards).toEqual([3, 9]);
  });

  it('keeps the modal open with the reason when saving fails', async () => {
    const state = await editedState();
    const refused = new ApiError({ message: 'Chart parameters are invalid.', status: 400, errors: [] });
    const { storeState } = await expectSaga(
      saveChart,
      saveRequested({ action: 'saveas', sliceName: 'x', dashboard: { id: 3, title: 'Births' } }),
    )
      .withReducer(reducer, { explore: { ...state.explore, save: { modalOpen: true, saving: true, error: null, openDashboardId: null } } })
      .provide([[matchers.call.fn(createChart), throwError(refused)]])
      .not.put.actionType(addToast.type)
      .run();
    expect((storeState as { explore: ExploreState }).explore.save).toEqual({
      modalOpen: true,
      saving: false,
      error: 'Chart parameters are invalid.',
      openDashboardId: null,
    });
  });
});

describe('savedAdhocFilters', () => {
  it('drops filters pushed in from outside and keeps an empty time range as No filter', () => {
    expect(
      savedAdhocFilters([
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA'], isExtra: true },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: '' },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'num', operator: '>', comparator: 1 },
      ]),
    ).toEqual([
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'num', operator: '>', comparator: 1 },
    ]);
  });
});

import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import {
  changesDiscarded,
  chartQueryStarted,
  chartQuerySucceeded,
  dashboardLoaded,
  dashboardReducer,
  editModeChanged,
  propertiesSaved,
  refreshFrequencyChanged,
} from './dashboard.slice';
import { parseLayout } from './layout/layout';
import { periodicRefresh, periodicRefreshFollowingProperties, recordLastRefresh, staggerDelays, staggerEnabled } from './refresh.saga';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from './testing/dashboard.fixtures';

const CHART_IDS = [1, 2, 3, 4, 5];

/** A loaded dashboard whose five charts all show data, with `saga` running. */
function loadedStore(metadata: Record<string, unknown>, saga: () => Generator = periodicRefresh) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ dashboard: dashboardReducer }),
    middleware: (defaults) => defaults({ thunk: false }).concat(sagas),
  });
  store.dispatch(
    dashboardLoaded({
      dashboard: fixtureDashboard(metadata),
      layout: parseLayout(POSITION_JSON, []),
      charts: fixtureCharts(),
      filters: [],
    }),
  );
  for (const chartId of CHART_IDS) {
    store.dispatch(chartQueryStarted({ chartId, seq: chartId, filtersKey: '{}' }));
    store.dispatch(chartQuerySucceeded({ chartId, seq: chartId, queriesResponse: [] }));
  }
  const task = sagas.run(saga);
  const chart = (id: number) => store.getState().dashboard.chartStates[id];
  /** The charts asked to query again (idle and forced), in id order. */
  const refreshed = () => CHART_IDS.filter((id) => chart(id)?.status === 'idle' && chart(id)?.force);
  return { store, task, chart, refreshed };
}

describe('staggerDelays', () => {
  it('spreads the charts from at once to the end of stagger_time (default 5000 ms)', () => {
    expect(staggerDelays(5, 10_000, undefined)).toEqual([0, 1250, 2500, 3750, 5000]);
    expect(staggerDelays(3, 10_000, 8000)).toEqual([0, 4000, 8000]);
    expect(staggerDelays(1, 10_000, undefined)).toEqual([0]);
    expect(staggerDelays(0, 10_000, undefined)).toEqual([]);
  });

  it('never spreads over less than a fifth of the refresh period', () => {
    expect(staggerDelays(5, 3_600_000, 5000)).toEqual([0, 180_000, 360_000, 540_000, 720_000]);
  });
});

describe('staggerEnabled', () => {
  it("is on unless stagger_refresh is false (a string counts only as 'true')", () => {
    expect(staggerEnabled(undefined)).toBe(true);
    expect(staggerEnabled(true)).toBe(true);
    expect(staggerEnabled('true')).toBe(true);
    expect(staggerEnabled(false)).toBe(false);
    expect(staggerEnabled('false')).toBe(false);
  });
});

describe('periodicRefresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('forces a new query of every chart but the immune ones each refresh_frequency seconds, staggered', async () => {
    const { task, chart, refreshed } = loadedStore({ refresh_frequency: 10, timed_refresh_immune_slices: [2] });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(refreshed()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(chart(1)).toMatchObject({ status: 'idle', force: true });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(refreshed()).toEqual([1, 3, 4, 5]);
    expect(chart(2)?.status).toBe('success');
    expect(task.isRunning()).toBe(true);
    task.cancel();
  });

  it('refreshes the charts on screen first, one after the other over the default 5000 ms', async () => {
    const { task, refreshed } = loadedStore({ refresh_frequency: 10 });
    // Charts 1–3 are in view (the first tab), 4 and 5 in the other tab: 5 charts, 1250 ms apart.
    await jest.advanceTimersByTimeAsync(10_000);
    expect(refreshed()).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1_249);
    expect(refreshed()).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshed()).toEqual([1, 2]);
    await jest.advanceTimersByTimeAsync(1_250);
    expect(refreshed()).toEqual([1, 2, 3]);
    await jest.advanceTimersByTimeAsync(1_250);
    expect(refreshed()).toEqual([1, 2, 3, 4]);
    await jest.advanceTimersByTimeAsync(1_250);
    expect(refreshed()).toEqual([1, 2, 3, 4, 5]);
    task.cancel();
  });

  it('spreads over stagger_time when the metadata sets it', async () => {
    const { task, refreshed } = loadedStore({ refresh_frequency: 60, stagger_time: 20_000 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refreshed()).toEqual([1]);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(refreshed()).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshed()).toEqual([1, 2]);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(refreshed()).toEqual(CHART_IDS);
    task.cancel();
  });

  it('refreshes every chart at once when stagger_refresh is false', async () => {
    const { task, refreshed } = loadedStore({ refresh_frequency: 10, stagger_refresh: false });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(refreshed()).toEqual(CHART_IDS);
    task.cancel();
  });

  it('counts each period from the start of the previous refresh', async () => {
    const { store, task, refreshed } = loadedStore({ refresh_frequency: 10 });
    await jest.advanceTimersByTimeAsync(15_000);
    expect(refreshed()).toEqual(CHART_IDS);
    store.dispatch(chartQueryStarted({ chartId: 1, seq: 11, filtersKey: '{}' }));
    store.dispatch(chartQuerySucceeded({ chartId: 1, seq: 11, queriesResponse: [] }));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(refreshed()).not.toContain(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshed()).toContain(1);
    task.cancel();
  });

  it('does nothing when the refresh frequency is 0', async () => {
    const { task, refreshed } = loadedStore({ refresh_frequency: 0 });
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(refreshed()).toEqual([]);
    expect(task.isRunning()).toBe(false);
  });
});

describe('periodicRefreshFollowingProperties', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows a refresh frequency changed in the properties', async () => {
    const { store, task, chart } = loadedStore({ refresh_frequency: 0 }, periodicRefreshFollowingProperties);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(chart(1)?.status).toBe('success');
    store.dispatch(propertiesSaved({ dashboard: fixtureDashboard({ refresh_frequency: 10 }) }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(chart(1)).toMatchObject({ status: 'idle', force: true });
    task.cancel();
  });

  it('follows the interval picked in view mode for the session only, metadata untouched', async () => {
    const { store, task, refreshed } = loadedStore({ refresh_frequency: 0, stagger_refresh: false }, periodicRefreshFollowingProperties);
    store.dispatch(refreshFrequencyChanged({ seconds: 10, persist: false }));
    expect(store.getState().dashboard).toMatchObject({
      sessionRefreshFrequency: 10,
      hasUnsavedChanges: false,
      dashboard: { metadata: { refresh_frequency: 0 } },
    });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(refreshed()).toEqual(CHART_IDS);

    // "Don't refresh" stops the timer.
    store.dispatch(refreshFrequencyChanged({ seconds: 0, persist: false }));
    for (const chartId of CHART_IDS) {
      store.dispatch(chartQueryStarted({ chartId, seq: 100 + chartId, filtersKey: '{}' }));
      store.dispatch(chartQuerySucceeded({ chartId, seq: 100 + chartId, queriesResponse: [] }));
    }
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(refreshed()).toEqual([]);
    task.cancel();
  });

  it('in edit mode writes the interval into the metadata as an unsaved edit; discarding the edits goes back', async () => {
    const { store, task, refreshed } = loadedStore({ refresh_frequency: 0, stagger_refresh: false }, periodicRefreshFollowingProperties);
    store.dispatch(editModeChanged({ editMode: true }));
    store.dispatch(refreshFrequencyChanged({ seconds: 10, persist: true }));
    expect(store.getState().dashboard).toMatchObject({
      sessionRefreshFrequency: null,
      hasUnsavedChanges: true,
      dashboard: { metadata: { refresh_frequency: 10 } },
    });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(refreshed()).toEqual(CHART_IDS);

    store.dispatch(changesDiscarded());
    for (const chartId of CHART_IDS) {
      store.dispatch(chartQueryStarted({ chartId, seq: 100 + chartId, filtersKey: '{}' }));
      store.dispatch(chartQuerySucceeded({ chartId, seq: 100 + chartId, queriesResponse: [] }));
    }
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(refreshed()).toEqual([]);
    task.cancel();
  });

  it('lets a frequency saved in the properties replace the session pick', async () => {
    const { store, task, refreshed } = loadedStore({ refresh_frequency: 0, stagger_refresh: false }, periodicRefreshFollowingProperties);
    store.dispatch(refreshFrequencyChanged({ seconds: 10, persist: false }));
    store.dispatch(propertiesSaved({ dashboard: fixtureDashboard({ refresh_frequency: 60, stagger_refresh: false }) }));
    expect(store.getState().dashboard.sessionRefreshFrequency).toBeNull();
    await jest.advanceTimersByTimeAsync(59_999);
    expect(refreshed()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshed()).toEqual(CHART_IDS);
    task.cancel();
  });

  it('keeps the session pick when the properties leave the frequency alone', async () => {
    const { store, task, refreshed } = loadedStore({ refresh_frequency: 0, stagger_refresh: false }, periodicRefreshFollowingProperties);
    store.dispatch(refreshFrequencyChanged({ seconds: 10, persist: false }));
    store.dispatch(
      propertiesSaved({ dashboard: fixtureDashboard({ refresh_frequency: 0, stagger_refresh: false, color_scheme: 'bnbColors' }) }),
    );
    expect(store.getState().dashboard.sessionRefreshFrequency).toBe(10);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(refreshed()).toEqual(CHART_IDS);
    task.cancel();
  });
});

describe('recordLastRefresh', () => {
  afterEach(() => jest.useRealTimers());

  it('notes when a chart last received the data it asked for, not a superseded answer', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const { store, task } = loadedStore({}, recordLastRefresh);
    expect(store.getState().dashboard.lastRefreshedAt).toBeNull();
    jest.setSystemTime(new Date('2026-11-25T10:05:00Z'));
    store.dispatch(chartQueryStarted({ chartId: 1, seq: 20, filtersKey: '{}' }));
    store.dispatch(chartQuerySucceeded({ chartId: 1, seq: 20, queriesResponse: [] }));
    expect(store.getState().dashboard.lastRefreshedAt).toBe(Date.parse('2026-11-25T10:05:00Z'));
    jest.setSystemTime(new Date('2026-11-25T10:09:00Z'));
    store.dispatch(chartQuerySucceeded({ chartId: 1, seq: 19, queriesResponse: [] }));
    expect(store.getState().dashboard.lastRefreshedAt).toBe(Date.parse('2026-11-25T10:05:00Z'));
    task.cancel();
  });
});

import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { FetchDataConfig } from '@tessera/ui';
import { ApiError } from '../../api';
import { addToast } from '../toasts';
import { favoriteStatusLoaded, favoriteToggleRequested, favoriteToggleSucceeded } from './favorites.slice';
import { listPageStoreOptions } from './list-page-store';
import { deleteRows, loadPage, toggleFavorite, type ListSagaOptions } from './list.saga';
import {
  deleteRequested,
  deleteSucceeded,
  loadFailed,
  loadRequested,
  loadSucceeded,
  permissionsLoaded,
  refreshRequested,
} from './list.slice';
import { fetchFavoriteStatus, fetchPermissions, saveFavorite } from './resource-list.api';

interface Row {
  id: number;
  name: string;
}

const config: FetchDataConfig = { pageIndex: 0, pageSize: 25, sortBy: [], filters: [] };
const page = { rows: [{ id: 1, name: 'Births' }], count: 1 };

function resource(overrides: Partial<ListSagaOptions<Row>> = {}): ListSagaOptions<Row> {
  return {
    resource: 'chart',
    fetchPage: jest.fn(async () => page),
    deleteRows: jest.fn(async () => 'Deleted 1 chart'),
    rowName: (row) => row.name,
    favorites: true,
    info: true,
    label: () => 'chart',
    fetchFailed: (message) => `An error occurred while fetching charts: ${message}`,
    ...overrides,
  };
}

const failure = new ApiError({ message: 'boom', status: 500, errors: [] });

describe('list sagas', () => {
  it('loads the requested page', async () => {
    const charts = resource();
    await expectSaga(loadPage<Row>, charts, loadRequested(config))
      .put(loadSucceeded(page))
      .run();
    expect(charts.fetchPage).toHaveBeenCalledWith(config);
  });

  it('reports a failed load with the resource’s own sentence', async () => {
    const charts = resource({ fetchPage: jest.fn(async () => Promise.reject(failure)) });
    await expectSaga(loadPage<Row>, charts, loadRequested(config))
      .put(loadFailed({ error: failure.detail }))
      .put.like({ action: { type: addToast.type, payload: { type: 'danger', text: 'An error occurred while fetching charts: boom' } } })
      .run();
  });

  it('deletes, toasts the server message and reloads the page shown', async () => {
    const charts = resource();
    await expectSaga(deleteRows<Row>, charts, deleteRequested({ rows: page.rows }))
      .put(deleteSucceeded())
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'Deleted 1 chart' } } })
      .put(refreshRequested())
      .run();
  });

  it('names the row when deleting it fails and still reloads', async () => {
    const charts = resource({ deleteRows: jest.fn(async () => Promise.reject(failure)) });
    await expectSaga(deleteRows<Row>, charts, deleteRequested({ rows: page.rows }))
      .put.like({ action: { type: addToast.type, payload: { type: 'danger', text: 'There was an issue deleting Births: boom' } } })
      .put(refreshRequested())
      .run();
  });

  it('stars through the favourites endpoint and keeps the new state only once saved', async () => {
    await expectSaga(toggleFavorite<Row>, resource(), favoriteToggleRequested({ id: 1, starred: true }))
      .provide([[matchers.call.fn(saveFavorite), undefined]])
      .call(saveFavorite, 'chart', 1, true)
      .put(favoriteToggleSucceeded({ id: 1, starred: true }))
      .run();
    await expectSaga(toggleFavorite<Row>, resource(), favoriteToggleRequested({ id: 1, starred: true }))
      .provide([[matchers.call.fn(saveFavorite), throwError(failure)]])
      .not.put.actionType(favoriteToggleSucceeded.type)
      .put.like({ action: { type: addToast.type, payload: { text: 'There was an error saving the favorite status: boom' } } })
      .run();
  });

  it('runs as a page store: permissions at start, rows then their stars on each load', async () => {
    const options = listPageStoreOptions(resource());
    const { storeState } = await expectSaga(options.saga)
      .withReducer(options.reducer)
      .provide([
        [matchers.call.fn(fetchPermissions), ['can_read', 'can_write']],
        [matchers.call.fn(fetchFavoriteStatus), { 1: true }],
      ])
      .dispatch(loadRequested(config))
      .put(permissionsLoaded(['can_read', 'can_write']))
      .put(loadSucceeded(page))
      .put(favoriteStatusLoaded({ 1: true }))
      .silentRun(50);
    expect(storeState.list).toMatchObject({ rows: page.rows, count: 1, loading: false, permissions: ['can_read', 'can_write'] });
    expect(storeState.favorites.status).toEqual({ 1: true });
  });
});

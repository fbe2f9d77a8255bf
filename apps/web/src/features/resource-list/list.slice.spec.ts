import { reducerTester } from '../../testing/reducer-tester';
import { initialListState, listReducer, loadFailed, loadRequested, loadSucceeded, refreshRequested } from './list.slice';
import type { ListState } from './list.types';

const config = { pageIndex: 1, pageSize: 25, sortBy: [], filters: [] };

describe('list slice', () => {
  it('remembers the request so a refresh asks for the same page', () => {
    reducerTester<ListState>()
      .givenReducer(listReducer, initialListState)
      .whenActionIsDispatched(loadRequested(config))
      .thenStateShouldEqual({ ...initialListState, loading: true, config })
      .whenActionIsDispatched(loadSucceeded({ rows: [{ id: 1 }], count: 30 }))
      .thenStateShouldEqual({ ...initialListState, config, rows: [{ id: 1 }], count: 30 })
      .whenActionIsDispatched(refreshRequested())
      .thenStatePredicateShouldEqual((state) => state.loading && state.config?.pageIndex === 1);
  });

  it('keeps the rows shown when a load fails', () => {
    const error = { message: 'boom', status: 500, errors: [] };
    reducerTester<ListState>()
      .givenReducer(listReducer, { ...initialListState, rows: [{ id: 1 }], count: 1, loading: true })
      .whenActionIsDispatched(loadFailed({ error }))
      .thenStateShouldEqual({ ...initialListState, rows: [{ id: 1 }], count: 1, error });
  });

  it('does not start loading on a refresh before any page was asked for', () => {
    reducerTester<ListState>()
      .givenReducer(listReducer, initialListState)
      .whenActionIsDispatched(refreshRequested())
      .thenStateShouldEqual(initialListState);
  });
});

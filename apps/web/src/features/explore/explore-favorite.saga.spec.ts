import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { fetchFavoriteStatus, saveFavorite } from '../resource-list';
import { addToast } from '../toasts';
import { fetchExploreContext } from './explore.api';
import { exploreContext } from './explore.fixtures';
import { toggleFavorite } from './explore-favorite.saga';
import { loadExplore } from './explore.saga';
import { exploreReducer, favoriteToggleRequested, loadRequested, type ExploreState } from './explore.slice';

const reducer = combineReducers({ explore: exploreReducer }) as unknown as Reducer<{ explore: ExploreState }>;
const metadata = { dashboards: [], owners: ['Ada Lovelace', 'Alan Turing'] };

async function load(favorites: Record<number, boolean> | Error): Promise<{ explore: ExploreState }> {
  const { storeState } = await expectSaga(loadExplore, loadRequested({ sliceId: 12 }))
    .withReducer(reducer)
    .provide([
      [matchers.call.fn(fetchExploreContext), exploreContext({ metadata })],
      [matchers.call.fn(fetchFavoriteStatus), favorites instanceof Error ? throwError(favorites) : favorites],
    ])
    .run();
  return storeState as { explore: ExploreState };
}

describe('favourite status of the explored chart', () => {
  it('loads the owners and whether the saved chart is starred', async () => {
    const { explore } = await load({ 12: true });
    expect(explore.owners).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(explore.starred).toBe(true);
  });

  it('leaves the star unknown and says why when the status cannot be read', async () => {
    const failure = new ApiError({ message: 'Forbidden', status: 403, errors: [] });
    const { storeState } = await expectSaga(loadExplore, loadRequested({ sliceId: 12 }))
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchExploreContext), exploreContext()],
        [matchers.call.fn(fetchFavoriteStatus), throwError(failure)],
      ])
      .put.like({
        action: { type: addToast.type, payload: { type: 'danger', text: 'There was an error fetching the favorite status: Forbidden' } },
      })
      .run();
    expect((storeState as { explore: ExploreState }).explore.starred).toBeNull();
  });

  it('moves the star once the server saved it, and not when it failed', async () => {
    const state = await load({ 12: false });
    const starred = await expectSaga(toggleFavorite, favoriteToggleRequested(true))
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(saveFavorite), undefined]])
      .call(saveFavorite, 'chart', 12, true)
      .run();
    expect((starred.storeState as { explore: ExploreState }).explore.starred).toBe(true);

    const failure = new ApiError({ message: 'Chart not found', status: 404, errors: [] });
    const unchanged = await expectSaga(toggleFavorite, favoriteToggleRequested(true))
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(saveFavorite), throwError(failure)]])
      .put.like({
        action: {
          type: addToast.type,
          payload: { type: 'danger', text: 'There was an error saving the favorite status: Chart not found' },
        },
      })
      .run();
    expect((unchanged.storeState as { explore: ExploreState }).explore.starred).toBe(false);
  });
});

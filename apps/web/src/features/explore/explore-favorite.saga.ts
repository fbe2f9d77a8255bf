import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { fetchFavoriteStatus, saveFavorite } from '../resource-list';
import { addToast } from '../toasts';
import { selectExplore } from './explore.selectors';
import { favoriteStatusLoaded, type ExploreState } from './explore.slice';

/** Whether the user starred the saved chart being explored. */
export function* loadFavoriteStatus(sliceId: number): SagaIterator {
  try {
    const status: Record<number, boolean> = yield call(fetchFavoriteStatus, 'chart', [sliceId]);
    yield put(favoriteStatusLoaded(status[sliceId] === true));
  } catch (error) {
    yield put(addToast({ type: 'danger', text: t('There was an error fetching the favorite status: %s', toClientError(error).message) }));
  }
}

/** Stars or unstars the saved chart; the star only moves once the server has saved it. */
export function* toggleFavorite(action: PayloadAction<boolean>): SagaIterator {
  const { slice }: ExploreState = yield select(selectExplore);
  if (!slice) return;
  try {
    yield call(saveFavorite, 'chart', slice.slice_id, action.payload);
    yield put(favoriteStatusLoaded(action.payload));
  } catch (error) {
    yield put(addToast({ type: 'danger', text: t('There was an error saving the favorite status: %s', toClientError(error).message) }));
  }
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnnotationLayerView } from '@tessera/contracts/web';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { fetchLayer } from './annotation-layers.api';

/** The layer whose annotations a page lists, for its title; null until loaded. */
const layerTitleSlice = createSlice({
  name: 'layerTitle',
  initialState: null as AnnotationLayerView | null,
  reducers: {
    loaded: (_state, action: PayloadAction<AnnotationLayerView>) => action.payload,
  },
});

export const layerTitleLoaded = layerTitleSlice.actions.loaded;
export const layerTitleReducer = layerTitleSlice.reducer;
export const selectLayerTitle = (state: { layerTitle: AnnotationLayerView | null }) => state.layerTitle;

/** Loads the layer once when the page opens. */
export function layerTitleSaga(layerId: number) {
  return function* loadLayerTitle(): SagaIterator {
    try {
      const layer: AnnotationLayerView = yield call(fetchLayer, layerId);
      yield put(layerTitleLoaded(layer));
    } catch (error) {
      yield put(
        addToast({
          type: 'danger',
          text: t('An error occurred while fetching %s info: %s', t('annotation layer'), toClientError(error).message),
        }),
      );
    }
  };
}

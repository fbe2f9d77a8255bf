import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { getChartPlugin, type ChartDataResponseResult, type QueryFormData } from '@tessera/viz';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { requireChartPlugin } from '../dynamic-plugins';
import { addToast } from '../toasts';
import { waitForAsyncResult } from './async-chart-result';
import { fetchExploreContext, postChartData, updateChart } from './explore.api';
import { reloadDatasource } from './explore-datasource.saga';
import { loadFavoriteStatus, toggleFavorite } from './explore-favorite.saga';
import { persistFormData } from './explore-form-data-key.saga';
import { saveChart } from './explore-save.saga';
import { selectExplore } from './explore.selectors';
import {
  chartStopRequested,
  chartUpdateFailed,
  chartUpdateRequested,
  chartUpdateStarted,
  chartUpdateStopped,
  chartUpdateSucceeded,
  datasourceReloadRequested,
  favoriteToggleRequested,
  loadFailed,
  loadRequested,
  loadSucceeded,
  saveRequested,
  sliceNameChanged,
  titleEdited,
  type ExploreState,
} from './explore.slice';
import type { ChartDataOutcome, ExploreContextResponse, ExploreLoadParams } from './explore.types';
import { formDataErrors, initialFormData, toExploreDatasource } from './form-data';

/** Loads the explore context and, when the form can be run, runs the chart right away. */
export function* loadExplore(action: PayloadAction<ExploreLoadParams>): SagaIterator {
  let context: ExploreContextResponse;
  try {
    context = yield call(fetchExploreContext, action.payload);
    // The controls of a chart type loaded at run time are known once its bundle ran.
    if (typeof context.form_data.viz_type === 'string') yield call(requireChartPlugin, context.form_data.viz_type);
  } catch (error) {
    yield put(loadFailed({ error: toClientError(error) }));
    return;
  }
  const datasource = toExploreDatasource(context.dataset, String(context.form_data.datasource ?? ''));
  const formData = initialFormData(context.form_data, datasource);
  const slice = context.slice;
  const savedFormData = slice ? initialFormData({ ...slice.form_data, datasource: formData.datasource }, datasource) : null;
  yield put(
    loadSucceeded({
      datasource,
      formData,
      savedFormData,
      slice,
      dashboards: context.metadata?.dashboards ?? [],
      owners: context.metadata?.owners ?? [],
      permissions: { canAdd: context.can_add, canDownload: context.can_download, canOverwrite: context.can_overwrite },
      message: context.message,
    }),
  );
  if (slice) yield fork(loadFavoriteStatus, slice.slice_id);
  if (slice && Object.keys(formDataErrors(formData)).length === 0)
    yield put(chartUpdateRequested(action.payload.formDataKey ? { restored: true } : undefined));
}

function* queryChart(formData: QueryFormData, force = false): SagaIterator<ChartDataResponseResult[]> {
  const context = { ...getChartPlugin(formData.viz_type).buildQuery(formData), ...(force ? { force: true } : {}) };
  const outcome: ChartDataOutcome = yield call(postChartData, context);
  if (outcome.kind === 'result') return outcome.result;
  const result: ChartDataResponseResult[] = yield call(waitForAsyncResult, outcome.job);
  return result;
}

/**
 * Runs the chart with the current controls. 'Stop' wins the race and cancels the query (its
 * request is aborted); a newer run supersedes this one through `takeLatest`.
 */
export function* runChart(action?: PayloadAction<{ force?: boolean; restored?: boolean } | undefined>): SagaIterator {
  const { formData }: ExploreState = yield select(selectExplore);
  if (!formData) return;
  yield put(chartUpdateStarted({ formData, startTime: Date.now() }));
  // Storing a restored exploration again would give it a new key and cut the history going forward.
  if (!action?.payload?.restored) yield fork(persistFormData, formData);
  try {
    const { result, stopped } = yield race({
      result: call(queryChart, formData, action?.payload?.force === true),
      stopped: take(chartStopRequested.type),
    });
    if (stopped) {
      yield put(chartUpdateStopped({ alert: t('Updating chart was stopped'), endTime: Date.now() }));
      return;
    }
    yield put(chartUpdateSucceeded({ result: result as ChartDataResponseResult[], endTime: Date.now() }));
  } catch (error) {
    yield put(chartUpdateFailed({ error: toClientError(error), endTime: Date.now() }));
  }
}

/** A new title; a saved chart the user may overwrite is renamed on the server at once. */
export function* renameChart(action: PayloadAction<string>): SagaIterator {
  const { slice, permissions, sliceName }: ExploreState = yield select(selectExplore);
  const previous = sliceName;
  yield put(sliceNameChanged(action.payload));
  if (!slice || !permissions.canOverwrite) return;
  try {
    yield call(updateChart, slice.slice_id, { slice_name: action.payload });
  } catch (error) {
    yield put(sliceNameChanged(previous));
    yield put(addToast({ type: 'danger', text: toClientError(error).message }));
  }
}

export function* exploreSaga(): SagaIterator {
  yield takeLatest(loadRequested.type, loadExplore);
  yield takeLatest(chartUpdateRequested.type, runChart);
  yield takeLatest(titleEdited.type, renameChart);
  yield takeLatest(datasourceReloadRequested.type, reloadDatasource);
  yield takeLeading(saveRequested.type, saveChart);
  yield takeLeading(favoriteToggleRequested.type, toggleFavorite);
}

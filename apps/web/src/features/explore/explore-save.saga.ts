import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { getChartPlugin, NO_TIME_RANGE, parseDatasourceKey, type AdhocFilter, type QueryFormData } from '@tessera/viz';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { createChart, createDashboard, updateChart, type ChartWriteBody } from './explore.api';
import { selectExplore } from './explore.selectors';
import { loadRequested, saveFailed, saveSucceeded, type ExploreState } from './explore.slice';
import type { SaveChartRequest } from './explore.types';

/**
 * The filters a chart is saved with (spec part 2 §5): filters pushed in from outside (`isExtra`)
 * are dropped, and an empty time range is kept as 'No filter'.
 */
export function savedAdhocFilters(filters: readonly AdhocFilter[] | undefined): AdhocFilter[] {
  return (filters ?? [])
    .filter((filter) => !filter.isExtra)
    .map((filter) =>
      filter.operator === 'TEMPORAL_RANGE' && (filter.comparator === undefined || filter.comparator === null || filter.comparator === '')
        ? { ...filter, comparator: NO_TIME_RANGE }
        : filter,
    );
}

/** The chart fields a save writes: name, type, dataset, and the form data and query it was built from. */
export function chartWriteBody(current: QueryFormData, sliceName: string, dashboards: number[]): ChartWriteBody {
  const formData: QueryFormData = { ...current, adhoc_filters: savedAdhocFilters(current.adhoc_filters) };
  const { id, type } = parseDatasourceKey(formData.datasource);
  const params: Record<string, unknown> = { ...formData };
  delete params.slice_id;
  return {
    slice_name: sliceName,
    viz_type: formData.viz_type,
    datasource_id: id,
    datasource_type: type,
    params: JSON.stringify(params),
    query_context: JSON.stringify(getChartPlugin(formData.viz_type).buildQuery(formData)),
    dashboards,
  };
}

function* dashboardToAddTo(request: SaveChartRequest): SagaIterator<{ id: number; title: string; created: boolean } | null> {
  const choice = request.dashboard;
  if (!choice) return null;
  if ('id' in choice) return { id: choice.id, title: choice.title, created: false };
  const id: number = yield call(createDashboard, choice.newTitle);
  return { id, title: choice.newTitle, created: true };
}

/**
 * Saves the exploration as a new chart (POST) or over the opened one (PUT), optionally on an
 * existing or newly created dashboard, then reopens Explore on the saved chart.
 */
export function* saveChart(action: PayloadAction<SaveChartRequest>): SagaIterator {
  const request = action.payload;
  const { formData, slice, dashboards }: ExploreState = yield select(selectExplore);
  if (!formData) return;
  const sliceName = request.sliceName.trim();
  try {
    const dashboard: { id: number; title: string; created: boolean } | null = yield call(dashboardToAddTo, request);
    let chartId: number;
    if (request.action === 'overwrite' && slice) {
      const onDashboards = [...new Set([...dashboards.map((item) => item.id), ...(dashboard ? [dashboard.id] : [])])];
      yield call(updateChart, slice.slice_id, chartWriteBody(formData, sliceName, onDashboards));
      chartId = slice.slice_id;
      yield put(addToast({ type: 'success', text: t('Chart [%s] has been overwritten', sliceName) }));
    } else {
      chartId = yield call(createChart, chartWriteBody(formData, sliceName, dashboard ? [dashboard.id] : []));
      yield put(addToast({ type: 'success', text: t('Chart [%s] has been saved', sliceName) }));
    }
    if (dashboard?.created) {
      yield put(
        addToast({
          type: 'success',
          text: t('Dashboard [%s] just got created and chart [%s] was added to it', dashboard.title, sliceName),
        }),
      );
    } else if (dashboard) {
      yield put(addToast({ type: 'success', text: t('Chart [%s] was added to dashboard [%s]', sliceName, dashboard.title) }));
    }
    if (request.goToDashboard && dashboard) {
      yield put(saveSucceeded({ openDashboardId: dashboard.id }));
      return;
    }
    yield put(saveSucceeded());
    yield put(loadRequested({ sliceId: chartId }));
  } catch (error) {
    yield put(saveFailed({ error: toClientError(error) }));
  }
}

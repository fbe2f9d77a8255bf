import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { openChartDataSocketWhenSignedIn } from './chart-data-socket.saga';
import { chartLoadingSaga } from './chart-loading.saga';
import { preloadChartRenderers } from './chart-renderers';
import { selectDashboard, selectDashboardToSave, selectLayout } from './dashboard.selectors';
import { dashboardSaveBody } from './dashboard-save';
import { confirmOverwrite } from './editor/overwrite.saga';
import { saveAsSaga } from './editor/save-as.saga';
import { selectDashboardRbac } from './properties/dashboard-rbac';
import { propertiesSaga, saveFailureMessage } from './properties/properties.saga';
import { fetchDashboard, fetchDashboardCharts, fetchFavoriteStatus, saveDashboard, saveFavorite, savePublished } from './dashboard.api';
import {
  dashboardFailed,
  dashboardLeft,
  dashboardLoaded,
  dashboardRequested,
  dashboardSaveFailed,
  dashboardSaveRequested,
  dashboardSaveSucceeded,
  favoriteStatusLoaded,
  filterStateRestored,
  favoriteToggled,
  favoriteToggleFailed,
  publishToggled,
  publishToggleFailed,
} from './dashboard.slice';
import type { DashboardChart, DashboardInfo, DashboardLayout, NativeFilter } from './dashboard.types';
import { filtersConfigSaga } from './filters/filters-config.saga';
import { loadFilterOptions } from './filters/filter-options.saga';
import { filterStateSaga, readAddressFilterState } from './filters/filter-state.saga';
import { parseNativeFilters } from './model/native-filters';
import { parseLayout } from './layout/layout';
import { permalinkSaga } from './permalink/permalink.saga';
import type { DataMask } from './filters/filter-state.api';
import { periodicRefreshFollowingProperties, recordLastRefresh } from './refresh.saga';

export function* loadFavoriteStatus(dashboardId: number): SagaIterator {
  try {
    const starred: boolean = yield call(fetchFavoriteStatus, dashboardId);
    yield put(favoriteStatusLoaded({ starred }));
  } catch {
    yield put(addToast({ type: 'danger', text: t('There was an issue fetching the favorite status of this dashboard.') }));
  }
}

/**
 * How long the chart queries wait for the renderers' chunks at most: with their renderers loaded,
 * charts draw as their answers arrive (see `preloadChartRenderers`); a slower chunk is not waited for.
 */
export const RENDERERS_WAIT_MS = 1_500;

/** The dashboard, its charts and layout; then its timed refresh, favourite status and filter values alongside the charts. */
export function* loadDashboard(action: PayloadAction<{ idOrSlug: string; asGuest?: boolean; restore?: unknown }>): SagaIterator {
  const { idOrSlug, asGuest = false, restore } = action.payload;
  let dashboard: DashboardInfo;
  let filters: NativeFilter[];
  try {
    const [loaded, charts]: [{ dashboard: DashboardInfo; positionJson: string | null }, DashboardChart[]] = yield all([
      call(fetchDashboard, idOrSlug),
      call(fetchDashboardCharts, idOrSlug),
    ]);
    yield race({
      renderers: call(
        preloadChartRenderers,
        charts.map((chart) => chart.vizType),
      ),
      slow: delay(RENDERERS_WAIT_MS),
    });
    dashboard = loaded.dashboard;
    filters = parseNativeFilters(dashboard.metadata);
    const layout = parseLayout(
      loaded.positionJson,
      charts.map((chart) => chart.id),
    );
    // Filter state named in the address applies before the first chart query (a permalink has its own).
    const addressState: { dataMask: DataMask; key: string } | null = restore ? null : yield call(readAddressFilterState, dashboard.id);
    if (addressState) yield put(filterStateRestored(addressState));
    yield put(dashboardLoaded({ dashboard, layout, charts, filters }));
  } catch (error) {
    yield put(dashboardFailed({ error: toClientError(error) }));
    return;
  }
  yield fork(periodicRefreshFollowingProperties);
  yield fork(recordLastRefresh);
  const favoriteStatus = asGuest ? [] : [call(loadFavoriteStatus, dashboard.id)];
  yield all([...favoriteStatus, ...filters.map((filter) => call(loadFilterOptions, filter))]);
}

/** Loads until the page is left (or another dashboard is opened), so leaving cancels what is in flight. */
function* loadUntilLeft(action: PayloadAction<{ idOrSlug: string; asGuest?: boolean; restore?: unknown }>): SagaIterator {
  yield race({ load: call(loadDashboard, action), left: take(dashboardLeft.type) });
}

export function* toggleFavorite(action: PayloadAction<{ starred: boolean }>): SagaIterator {
  const dashboard: DashboardInfo | null = yield select(selectDashboard);
  if (!dashboard) return;
  try {
    yield call(saveFavorite, dashboard.id, action.payload.starred);
  } catch {
    yield put(favoriteToggleFailed(action.payload));
    yield put(addToast({ type: 'danger', text: t('There was an issue favoriting this dashboard.') }));
  }
}

export function* togglePublished(action: PayloadAction<{ published: boolean }>): SagaIterator {
  const dashboard: DashboardInfo | null = yield select(selectDashboard);
  if (!dashboard) return;
  try {
    yield call(savePublished, dashboard.id, action.payload.published);
    yield put(
      addToast({
        type: 'success',
        text: action.payload.published ? t('This dashboard is now published') : t('This dashboard is now hidden'),
      }),
    );
  } catch (error) {
    yield put(publishToggleFailed(action.payload));
    const forbidden = toClientError(error).status === 403;
    yield put(
      addToast({
        type: 'danger',
        text: forbidden ? t('You do not have permissions to edit this dashboard.') : toClientError(error).message,
      }),
    );
  }
}

/** Saves the dashboard's edits; the toast says how it went (spec part 2 §8). */
export function* saveDashboardEdits(): SagaIterator {
  const dashboard: DashboardInfo | null = yield select(selectDashboardToSave);
  if (!dashboard) return;
  const layout: DashboardLayout = yield select(selectLayout);
  const withRoles: boolean = yield select(selectDashboardRbac);
  const body = dashboardSaveBody(dashboard, layout, { withRoles });
  try {
    const confirmed: boolean = yield call(confirmOverwrite, dashboard.id, body);
    if (!confirmed) {
      yield put(dashboardSaveFailed());
      return;
    }
    yield call(saveDashboard, dashboard.id, body);
    yield put(dashboardSaveSucceeded({ dashboard: { ...dashboard, title: body.dashboard_title } }));
    yield put(addToast({ type: 'success', text: t('This dashboard was saved successfully.') }));
  } catch (error) {
    yield put(dashboardSaveFailed());
    yield put(addToast({ type: 'danger', text: saveFailureMessage(error) }));
  }
}

export function* dashboardSaga(): SagaIterator {
  yield fork(chartLoadingSaga);
  yield fork(permalinkSaga);
  yield fork(filtersConfigSaga);
  yield fork(filterStateSaga);
  yield fork(saveAsSaga);
  yield fork(propertiesSaga);
  yield takeLatest(dashboardRequested.type, loadUntilLeft);
  yield takeLatest(dashboardRequested.type, openChartDataSocketWhenSignedIn);
  yield takeEvery(favoriteToggled.type, toggleFavorite);
  yield takeEvery(publishToggled.type, togglePublished);
  yield takeLatest(dashboardSaveRequested.type, saveDashboardEdits);
}

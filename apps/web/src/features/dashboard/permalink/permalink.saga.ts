import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { copyTextToClipboard } from '@tessera/ui';
import { toClientError } from '../../../api';
import { t } from '../../../i18n';
import { addToast } from '../../toasts';
import { selectDashboardState } from '../dashboard.selectors';
import { dashboardFailed, dashboardRequested, permalinkOpened, permalinkShareRequested, type DashboardState } from '../dashboard.slice';
import { toPermalinkState } from '../model/permalink-state';
import { createDashboardPermalink, fetchDashboardPermalink, type DashboardPermalink } from './permalink.api';

/**
 * Stores a permalink of the applied filters, cross-filters and selected tabs (and the component the
 * request anchors it to) and copies it to the clipboard.
 */
export function* sharePermalink(action?: ReturnType<typeof permalinkShareRequested>): SagaIterator {
  const { dashboard, filters, appliedFilterValues, activeTabs, crossFilters }: DashboardState = yield select(selectDashboardState);
  if (!dashboard) return;
  const anchor = action?.payload?.anchor ?? null;
  try {
    const url: string = yield call(
      createDashboardPermalink,
      dashboard.id,
      toPermalinkState(filters, appliedFilterValues, activeTabs, crossFilters, anchor),
    );
    yield call(copyTextToClipboard, url);
    yield put(addToast({ type: 'success', text: t('Link Copied!') }));
  } catch (error) {
    yield put(addToast({ type: 'danger', text: toClientError(error).message }));
  }
}

/** Reads a permalink, then opens its dashboard in the stored state. */
export function* openPermalink(action: PayloadAction<{ key: string }>): SagaIterator {
  try {
    const permalink: DashboardPermalink = yield call(fetchDashboardPermalink, action.payload.key);
    yield put(dashboardRequested({ idOrSlug: String(permalink.dashboardId), restore: permalink.state ?? {} }));
  } catch (error) {
    yield put(dashboardFailed({ error: toClientError(error) }));
  }
}

export function* permalinkSaga(): SagaIterator {
  yield takeLatest(permalinkShareRequested.type, sharePermalink);
  yield takeLatest(permalinkOpened.type, openPermalink);
}

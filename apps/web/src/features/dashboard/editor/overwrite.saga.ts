import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { selectFeatureFlag, type StateWithConfig } from '../../config';
import type { DashboardSaveBody } from '../dashboard-save';
import { fetchDashboard } from '../dashboard.api';
import { overwriteCancelled, overwriteConfirmationRequested, overwriteConfirmed } from '../dashboard.slice';
import type { DashboardInfo } from '../dashboard.types';
import { CONFIRM_DASHBOARD_DIFF_FLAG, overwriteConflict, type OverwriteConflict } from '../model/overwrite-check';

/** Off when the store has no config (a store built for one feature), as unknown flags are. */
const diffConfirmEnabled = (state: Partial<StateWithConfig>): boolean =>
  state.config ? selectFeatureFlag(CONFIRM_DASHBOARD_DIFF_FLAG)(state as StateWithConfig) : false;

/**
 * Whether an overwrite may go ahead. With the diff-confirm flag on, the server's current copy is
 * fetched first; when its css or filter scopes differ from what is about to be saved, the user
 * is asked (seeing who changed it and when) and the answer decides.
 */
export function* confirmOverwrite(dashboardId: number, body: DashboardSaveBody): SagaIterator<boolean> {
  const enabled: boolean = yield select(diffConfirmEnabled);
  if (!enabled) return true;
  const current: { dashboard: DashboardInfo } = yield call(fetchDashboard, String(dashboardId));
  const conflict: OverwriteConflict | null = overwriteConflict(current.dashboard, body);
  if (!conflict) return true;
  yield put(overwriteConfirmationRequested(conflict));
  const answer: { confirmed?: unknown } = yield race({
    confirmed: take(overwriteConfirmed.type),
    cancelled: take(overwriteCancelled.type),
  });
  return Boolean(answer.confirmed);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../../api';
import { t } from '../../../i18n';
import { addToast } from '../../toasts';
import { dashboardSaveBody } from '../dashboard-save';
import { saveDashboard } from '../dashboard.api';
import { propertiesSaved, propertiesSaveFailed, propertiesSaveRequested } from '../dashboard.slice';
import type { DashboardInfo } from '../dashboard.types';
import { selectDashboardRbac } from './dashboard-rbac';

/** The message for a failed save: the permission text on a 403 (spec part 2 §8), else the server's reason. */
export function saveFailureMessage(error: unknown): string {
  const failure = toClientError(error);
  return failure.status === 403
    ? t('You do not have permission to edit this dashboard')
    : t('Sorry, there was an error saving this dashboard: %s', failure.message);
}

/** View mode: the properties modal's 'Save' writes the dashboard straight away (`PUT /api/v1/dashboard/{id}`). */
export function* saveProperties(action: PayloadAction<{ dashboard: DashboardInfo }>): SagaIterator {
  const { dashboard } = action.payload;
  const withRoles: boolean = yield select(selectDashboardRbac);
  const body = dashboardSaveBody(dashboard, undefined, { withRoles });
  try {
    yield call(saveDashboard, dashboard.id, body);
    yield put(
      propertiesSaved({
        dashboard: {
          ...dashboard,
          title: body.dashboard_title,
          slug: body.slug,
          certifiedBy: body.certified_by,
          certificationDetails: body.certification_details,
        },
      }),
    );
    yield put(addToast({ type: 'success', text: t('This dashboard was saved successfully.') }));
  } catch (error) {
    yield put(propertiesSaveFailed({ message: saveFailureMessage(error) }));
  }
}

export function* propertiesSaga(): SagaIterator {
  yield takeLatest(propertiesSaveRequested.type, saveProperties);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { fetchExploreContext } from './explore.api';
import { selectExplore } from './explore.selectors';
import { chartUpdateRequested, datasourceChanged, type ExploreState } from './explore.slice';
import type { ExploreContextResponse } from './explore.types';
import { formDataErrors, toExploreDatasource } from './form-data';

/**
 * Loads dataset `id` the way Explore opens a dataset and puts it in place of the current one. A
 * swapped-in dataset re-runs the chart when the controls allow; an edited one only refreshes the
 * panel and the controls' choices.
 */
export function* reloadDatasource(action: PayloadAction<{ id: number }>): SagaIterator {
  const { id } = action.payload;
  let context: ExploreContextResponse;
  try {
    context = yield call(fetchExploreContext, { datasourceId: id, datasourceType: 'table' });
  } catch (error) {
    yield put(addToast({ type: 'danger', text: t('Error while fetching data: %s', toClientError(error).message) }));
    return;
  }
  const before: ExploreState = yield select(selectExplore);
  yield put(datasourceChanged(toExploreDatasource(context.dataset, `${id}__table`)));
  const { formData }: ExploreState = yield select(selectExplore);
  const swapped = before.datasource?.id !== id;
  if (swapped && formData && Object.keys(formDataErrors(formData)).length === 0) yield put(chartUpdateRequested());
}

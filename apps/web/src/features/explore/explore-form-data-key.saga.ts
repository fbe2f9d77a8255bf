import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { parseDatasourceKey, type QueryFormData } from '@tessera/viz';
import { createFormDataKey, updateFormDataKey, type FormDataStateBody } from './explore.api';
import { selectExplore } from './explore.selectors';
import { formDataKeyAssigned, type ExploreState } from './explore.slice';

/**
 * Keeps the form data a chart was run with under a `form_data_key`, so reloading or sharing the
 * address brings the same exploration back. A failure only costs that convenience, so it is not shown.
 */
export function* persistFormData(formData: QueryFormData): SagaIterator {
  const { loadedFrom, slice }: ExploreState = yield select(selectExplore);
  const { id, type } = parseDatasourceKey(formData.datasource);
  const body: FormDataStateBody = {
    datasource_id: id,
    datasource_type: type,
    chart_id: slice?.slice_id ?? null,
    form_data: JSON.stringify(formData),
  };
  try {
    const key: string = loadedFrom?.formDataKey
      ? yield call(updateFormDataKey, loadedFrom.formDataKey, body)
      : yield call(createFormDataKey, body);
    if (key !== loadedFrom?.formDataKey) yield put(formDataKeyAssigned(key));
  } catch {
    // The exploration works without a key; the next run tries again.
  }
}

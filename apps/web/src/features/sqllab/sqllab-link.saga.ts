import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { fetchDatasetTab, fetchSqlPermalink } from './sqllab-results.api';
import { queryEditorOpenedWith } from './sqllab.slice';
import type { SqlLabLink, SqlLabTabSeed } from './sqllab.types';

/** Leaves `/sqllab/` in the address bar so a reload does not open the linked tab a second time. */
export function forgetLinkInAddress(): void {
  window.history.replaceState(window.history.state, '', '/sqllab/');
}

/** Opens the SQL of a shared link or of the address in a new tab. */
export function* openSqlLabLink(link: SqlLabLink): SagaIterator {
  let tab: SqlLabTabSeed;
  if (link.kind === 'permalink') {
    try {
      tab = yield call(fetchSqlPermalink, link.key);
    } catch {
      yield put(addToast({ type: 'danger', text: t("The query couldn't be loaded") }));
      return;
    }
  } else if (link.kind === 'datasource') {
    try {
      tab = yield call(fetchDatasetTab, link.datasetId, link.sql, t('Query'));
    } catch {
      yield put(addToast({ type: 'danger', text: t("The datasource couldn't be loaded") }));
      return;
    }
  } else {
    tab = link.tab;
  }
  yield put(queryEditorOpenedWith(tab));
  yield call(forgetLinkInAddress);
}

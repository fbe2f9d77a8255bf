import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { scheduleExtraJson } from './components/ScheduleQueryModal/schedule-info';
import { createSavedQuery } from './sqllab.api';
import { selectSqlLab } from './sqllab.selectors';
import { scheduleFinished, type scheduleRequested, type SqlLabState } from './sqllab.slice';

/**
 * 'Schedule query' (Superset's `scheduleQuery`): a new saved query of the tab's SQL whose `extra_json` holds the
 * schedule. The tab keeps editing what it edited before; the scheduled query is found under Saved queries.
 */
export function* scheduleQuery(action: ReturnType<typeof scheduleRequested>): SagaIterator {
  const { editors }: SqlLabState = yield select(selectSqlLab);
  const { editorId, label, description, info } = action.payload;
  const editor = editors.find((tab) => tab.id === editorId);
  try {
    if (!editor || editor.dbId === null) throw new Error('The tab has no database');
    const body = { label, description, db_id: editor.dbId, schema: editor.schema, sql: editor.sql, extra_json: scheduleExtraJson(info) };
    yield call(createSavedQuery, body);
    yield put(scheduleFinished({ scheduled: true }));
    yield put(
      addToast({ type: 'success', text: t('Your query has been scheduled. To see details of your query, navigate to Saved queries') }),
    );
  } catch {
    yield put(scheduleFinished({ scheduled: false }));
    yield put(addToast({ type: 'danger', text: t('Your query could not be scheduled') }));
  }
}

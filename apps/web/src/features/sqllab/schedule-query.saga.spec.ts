import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { toastsReducer, type ToastsState } from '../toasts';
import { scheduleQuery } from './schedule-query.saga';
import { createSavedQuery, type SavedQueryBody } from './sqllab.api';
import { editorFixture, sqlLabStateFixture } from './sqllab.fixtures';
import { scheduleModalOpened, scheduleRequested, sqlLabReducer, type SqlLabState } from './sqllab.slice';

interface TestState {
  sqlLab: SqlLabState;
  toasts: ToastsState;
}

const reducer = combineReducers({ sqlLab: sqlLabReducer, toasts: toastsReducer }) as unknown as Reducer<TestState>;

/** The page with the schedule form open and its submission sent. */
function submittedState(sqlLab = sqlLabStateFixture()): TestState {
  const opened = sqlLabReducer(sqlLabReducer(sqlLab, scheduleModalOpened()), request);
  return { sqlLab: opened, toasts: reducer(undefined, { type: '@@init' }).toasts };
}

const info = { schedule_interval: '0 6 * * 1', start_date: '2026-12-01', end_date: '2027-06-30', output_table: 'weekly_revenue' };
const request = scheduleRequested({ editorId: 'tab-1', label: 'Weekly revenue', description: 'Mondays at six', info });
const toastTexts = (state: TestState) => state.toasts.items.map((toast) => toast.text);

describe('scheduleQuery', () => {
  it("saves the tab's SQL with the schedule in extra_json, closes the form and points to Saved queries", async () => {
    const sent: SavedQueryBody[] = [];
    const { storeState } = await expectSaga(scheduleQuery, request)
      .withReducer(reducer, submittedState())
      .provide({
        call(effect, next) {
          if (effect.fn !== createSavedQuery) return next();
          sent.push(effect.args[0] as SavedQueryBody);
          return 31;
        },
      })
      .run();
    expect(sent).toEqual([
      {
        label: 'Weekly revenue',
        description: 'Mondays at six',
        db_id: 3,
        schema: 'public',
        sql: "SELECT 1 AS one, 'x' AS two",
        extra_json:
          '{"schedule_info":{"schedule_interval":"0 6 * * 1","start_date":"2026-12-01","end_date":"2027-06-30","output_table":"weekly_revenue"}}',
      },
    ]);
    const state = storeState as TestState;
    expect(state.sqlLab.schedule).toEqual({ modalOpen: false, saving: false });
    expect(toastTexts(state)).toEqual(['Your query has been scheduled. To see details of your query, navigate to Saved queries']);
    // Scheduling makes a new saved query; the tab does not start editing it.
    expect(state.sqlLab.editors[0]?.remoteId).toBeNull();
  });

  it("says 'Your query could not be scheduled' when the server refuses, and keeps the form open", async () => {
    const { storeState } = await expectSaga(scheduleQuery, request)
      .withReducer(reducer, submittedState())
      .provide([[matchers.call.fn(createSavedQuery), throwError(new ApiError({ message: 'Forbidden', status: 403, errors: [] }))]])
      .run();
    const state = storeState as TestState;
    expect(toastTexts(state)).toEqual(['Your query could not be scheduled']);
    expect(state.sqlLab.schedule).toEqual({ modalOpen: true, saving: false });
  });

  it('does not send a tab without a database', async () => {
    const { storeState } = await expectSaga(scheduleQuery, request)
      .withReducer(reducer, submittedState(sqlLabStateFixture({ editors: [editorFixture({ dbId: null })] })))
      .provide([[matchers.call.fn(createSavedQuery), 1]])
      .not.call.fn(createSavedQuery)
      .run();
    expect(toastTexts(storeState as TestState)).toEqual(['Your query could not be scheduled']);
  });
});

import type { DashboardLayout } from '../dashboard.types';
import { emptyHistory, HISTORY_LIMIT, recordEdit, redo, undo, UNDO_LIMIT, undoSlotsExhausted, type LayoutHistory } from './layout-history';

const version = (n: number): DashboardLayout => ({ ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [], parents: [], meta: { n } } });

describe('layout history', () => {
  it('undoes and redoes edits in order; a new edit drops the redo steps', () => {
    let history: LayoutHistory = recordEdit(recordEdit(emptyHistory, version(0)), version(1));
    const back = undo(history, version(2));
    expect(back?.layout).toEqual(version(1));
    const forward = redo(back?.history as LayoutHistory, version(1));
    expect(forward?.layout).toEqual(version(2));
    history = recordEdit(back?.history as LayoutHistory, version(1));
    expect(history.future).toEqual([]);
    expect(redo(history, version(3))).toBeNull();
    expect(undo(emptyHistory, version(0))).toBeNull();
  });

  it(`keeps at most ${HISTORY_LIMIT - 1} layouts to undo to and reports the slots used from ${UNDO_LIMIT} on`, () => {
    let history = emptyHistory;
    for (let n = 0; n < UNDO_LIMIT - 1; n += 1) history = recordEdit(history, version(n));
    expect(undoSlotsExhausted(history)).toBe(false);
    history = recordEdit(history, version(UNDO_LIMIT - 1));
    expect(undoSlotsExhausted(history)).toBe(true);
    for (let n = UNDO_LIMIT; n < UNDO_LIMIT + 10; n += 1) history = recordEdit(history, version(n));
    expect(history.past).toHaveLength(HISTORY_LIMIT - 1);
    expect(history.past[0]).toEqual(version(UNDO_LIMIT + 10 - (HISTORY_LIMIT - 1)));
  });
});

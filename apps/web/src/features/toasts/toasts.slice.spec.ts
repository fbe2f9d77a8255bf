import { reducerTester } from '../../testing/reducer-tester';
import {
  addToast,
  dismissToast,
  initialToastsState,
  TOAST_DURATIONS_MS,
  toastsReducer,
  type Toast,
  type ToastsState,
} from './toasts.slice';

const saved: Toast = { id: 'a', type: 'success', text: 'Your query was saved', durationMs: 4000 };

function added(toast: Toast) {
  return { type: addToast.type, payload: toast };
}

describe('toasts reducer', () => {
  it('adds a toast', () => {
    reducerTester<ToastsState>()
      .givenReducer(toastsReducer, initialToastsState)
      .whenActionIsDispatched(added(saved))
      .thenStateShouldEqual({ items: [saved] });
  });

  it('does not show a message twice while it is on screen', () => {
    reducerTester<ToastsState>()
      .givenReducer(toastsReducer, { items: [saved] })
      .whenActionIsDispatched(added({ ...saved, id: 'b' }))
      .thenStateShouldEqual({ items: [saved] });
  });

  it('shows the same text again once it is gone, and the same text of another kind at once', () => {
    const warning: Toast = { ...saved, id: 'c', type: 'warning', durationMs: 6000 };
    reducerTester<ToastsState>()
      .givenReducer(toastsReducer, { items: [saved] })
      .whenActionIsDispatched(added(warning))
      .thenStateShouldEqual({ items: [saved, warning] })
      .whenActionIsDispatched(dismissToast('a'))
      .thenStateShouldEqual({ items: [warning] })
      .whenActionIsDispatched(added({ ...saved, id: 'd' }))
      .thenStateShouldEqual({ items: [warning, { ...saved, id: 'd' }] });
  });

  it('ignores dismissing a toast that is already gone', () => {
    reducerTester<ToastsState>()
      .givenReducer(toastsReducer, { items: [saved] })
      .whenActionIsDispatched(dismissToast('zzz'))
      .thenStateShouldEqual({ items: [saved] });
  });
});

describe('addToast', () => {
  it.each([
    ['info', 4000],
    ['success', 4000],
    ['warning', 6000],
    ['danger', 8000],
  ] as const)('gives %s toasts %i ms on screen', (type, durationMs) => {
    expect(addToast({ type, text: 'x' }).payload).toEqual({ id: expect.any(String), type, text: 'x', durationMs });
    expect(TOAST_DURATIONS_MS[type]).toBe(durationMs);
  });

  it('gives every toast its own id', () => {
    expect(addToast({ type: 'info', text: 'x' }).payload.id).not.toBe(addToast({ type: 'info', text: 'x' }).payload.id);
  });
});

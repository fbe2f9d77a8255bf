import { expectSaga } from 'redux-saga-test-plan';
import { delay } from 'redux-saga/effects';
import { dismissAfterDuration, toastsSaga } from './toasts.saga';
import { addToast, dismissToast, toastsReducer } from './toasts.slice';

/** `delay(ms)` is a call of redux-saga's timer; answering it at once keeps the test fast. */
const delayFn = delay(0).payload.fn;
const skipDelays = {
  call(effect: { fn: unknown }, next: () => unknown) {
    return effect.fn === delayFn ? undefined : next();
  },
};

describe('toasts saga', () => {
  it('dismisses a toast once its duration has passed', () => {
    const action = addToast({ type: 'danger', text: 'Failed to stop query.' });
    return expectSaga(dismissAfterDuration, action).provide(skipDelays).call(delayFn, 8000).put(dismissToast(action.payload.id)).run();
  });

  it('lets each toast run its own timer', async () => {
    // The run lasts far longer than the short timer and far shorter than the long one, so a slow
    // machine cannot change which toast is gone when it ends.
    const info = addToast({ type: 'info', text: 'Query was stopped.', durationMs: 10 });
    const warning = addToast({ type: 'warning', text: 'Retrying later', durationMs: 60_000 });
    const { storeState } = await expectSaga(toastsSaga)
      .withReducer(toastsReducer)
      .dispatch(info)
      .dispatch(warning)
      .put(dismissToast(info.payload.id))
      .silentRun(1000);
    expect(storeState.items.map((toast: { text: string }) => toast.text)).toEqual(['Retrying later']);
  });

  it('waits with a cancellable delay effect', () => {
    const action = addToast({ type: 'success', text: 'Link Copied!' });
    const saga = dismissAfterDuration(action);
    expect(saga.next().value).toEqual(delay(4000));
    expect(saga.next().value).toEqual(
      expect.objectContaining({ payload: expect.objectContaining({ action: dismissToast(action.payload.id) }) }),
    );
  });
});

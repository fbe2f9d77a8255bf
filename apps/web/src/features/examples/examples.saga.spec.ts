import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import { fetchExamplesLoading } from './examples.api';
import { pollExamplesStatus } from './examples.saga';
import { examplesReducer, examplesStatusReceived, initialExamplesState } from './examples.slice';
import { selectExamplesLoading, selectFinishedExampleLoads } from './examples.selectors';

describe('pollExamplesStatus', () => {
  it('asks again while the examples load and stops once they are in', () => {
    const answers = [true, true, false];
    return expectSaga(pollExamplesStatus)
      .withReducer(examplesReducer)
      .provide([
        [matchers.call.fn(fetchExamplesLoading), dynamic(() => answers.shift())],
        // `delay(ms)` is a call of redux-saga's timer: answered at once to keep the test fast.
        [matchers.call.fn(delay(0).payload.fn), undefined],
      ])
      .put(examplesStatusReceived({ loading: true }))
      .put(examplesStatusReceived({ loading: false }))
      .hasFinalState({ loading: false, finishedLoads: 1 })
      .run();
  });

  it('asks once and shows nothing on a start without examples to load, or when asking fails', async () => {
    await expectSaga(pollExamplesStatus)
      .withReducer(examplesReducer)
      .provide([[matchers.call.fn(fetchExamplesLoading), false]])
      .hasFinalState(initialExamplesState)
      .run();
    await expectSaga(pollExamplesStatus)
      .withReducer(examplesReducer)
      .provide([[matchers.call.fn(fetchExamplesLoading), throwError(new Error('offline'))]])
      .put(examplesStatusReceived({ loading: false }))
      .hasFinalState(initialExamplesState)
      .run();
  });
});

describe('examples state', () => {
  it('counts a load as finished only when it was seen loading', () => {
    let state = examplesReducer(initialExamplesState, examplesStatusReceived({ loading: false }));
    expect(selectFinishedExampleLoads({ examples: state })).toBe(0);
    state = examplesReducer(state, examplesStatusReceived({ loading: true }));
    expect(selectExamplesLoading({ examples: state })).toBe(true);
    state = examplesReducer(state, examplesStatusReceived({ loading: false }));
    expect({ loading: selectExamplesLoading({ examples: state }), finished: selectFinishedExampleLoads({ examples: state }) }).toEqual({
      loading: false,
      finished: 1,
    });
  });
});

import type { Action, Reducer } from '@reduxjs/toolkit';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

interface Given<S> {
  whenActionIsDispatched(action: Action): Then<S>;
}

interface Then<S> {
  thenStateShouldEqual(expected: S): Then<S>;
  thenStatePredicateShouldEqual(predicate: (state: S) => boolean): Then<S>;
  whenActionIsDispatched(action: Action): Then<S>;
}

/**
 * given / when / then for reducers. The given state is deep-frozen, so a reducer that mutates
 * instead of producing a new state fails loudly.
 */
export function reducerTester<S>() {
  return {
    givenReducer(reducer: Reducer<S>, state: S): Given<S> {
      let current = deepFreeze(JSON.parse(JSON.stringify(state)) as S);
      const then: Then<S> = {
        thenStateShouldEqual(expected) {
          expect(current).toEqual(expected);
          return then;
        },
        thenStatePredicateShouldEqual(predicate) {
          expect(predicate(current)).toBe(true);
          return then;
        },
        whenActionIsDispatched(action) {
          current = deepFreeze(reducer(current, action));
          return then;
        },
      };
      return { whenActionIsDispatched: then.whenActionIsDispatched };
    },
  };
}

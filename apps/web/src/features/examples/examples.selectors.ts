import type { ExamplesState } from './examples.slice';

export interface StateWithExamples {
  examples: ExamplesState;
}

export const selectExamplesLoading = (state: StateWithExamples): boolean => state.examples.loading;

export const selectFinishedExampleLoads = (state: StateWithExamples): number => state.examples.finishedLoads;

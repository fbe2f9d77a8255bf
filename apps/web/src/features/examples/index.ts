export { examplesReducer, initialExamplesState } from './examples.slice';
export type { ExamplesState } from './examples.slice';
export { examplesSaga } from './examples.saga';
export { selectExamplesLoading, selectFinishedExampleLoads } from './examples.selectors';
export type { StateWithExamples } from './examples.selectors';
export { ExamplesLoadingNotice } from './components/ExamplesLoadingNotice/ExamplesLoadingNotice';

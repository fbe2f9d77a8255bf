import { reducerTester } from '../../testing/reducer-tester';
import { birthsDatasource, stateCounts } from './explore.fixtures';
import {
  chartRenderFailed,
  chartRenderSucceeded,
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateStopped,
  chartUpdateSucceeded,
  controlChanged,
  exploreClosed,
  exploreReducer,
  initialChartState,
  initialExploreState,
  vizTypeChanged,
  type ExploreState,
} from './explore.slice';
import { initialFormData } from './form-data';

const formData = initialFormData({ viz_type: 'table', groupby: ['state'], metrics: ['count'] }, birthsDatasource);
const loaded: ExploreState = { ...initialExploreState, status: 'loaded', datasource: birthsDatasource, formData, savedFormData: formData };

describe('explore reducer', () => {
  it('walks the chart through loading, success and rendered', () => {
    reducerTester<ExploreState>()
      .givenReducer(exploreReducer, loaded)
      .whenActionIsDispatched(chartUpdateStarted({ formData, startTime: 1 }))
      .thenStatePredicateShouldEqual((state) => state.chart.status === 'loading' && state.chart.startTime === 1)
      .whenActionIsDispatched(chartUpdateSucceeded({ result: [stateCounts], endTime: 2 }))
      .thenStateShouldEqual({
        ...loaded,
        chart: {
          ...initialChartState,
          status: 'success',
          latestQueryFormData: formData,
          queriesResponse: [stateCounts],
          startTime: 1,
          endTime: 2,
        },
      })
      .whenActionIsDispatched(chartRenderSucceeded())
      .thenStatePredicateShouldEqual((state) => state.chart.status === 'rendered');
  });

  it('keeps the alert of a failed, stopped or badly drawn chart', () => {
    reducerTester<ExploreState>()
      .givenReducer(exploreReducer, loaded)
      .whenActionIsDispatched(chartUpdateStarted({ formData, startTime: 1 }))
      .whenActionIsDispatched(chartUpdateFailed({ error: { message: 'Network error', errors: [] }, endTime: 2 }))
      .thenStatePredicateShouldEqual((state) => state.chart.status === 'failed' && state.chart.alert === 'Network error')
      .whenActionIsDispatched(chartUpdateStarted({ formData, startTime: 3 }))
      .thenStatePredicateShouldEqual((state) => state.chart.status === 'loading' && state.chart.alert === null)
      .whenActionIsDispatched(chartUpdateStopped({ alert: 'Updating chart was stopped', endTime: 4 }))
      .thenStatePredicateShouldEqual((state) => state.chart.status === 'stopped' && state.chart.alert === 'Updating chart was stopped')
      .whenActionIsDispatched(chartRenderFailed({ message: 'An error occurred while rendering the visualization: boom' }))
      .thenStatePredicateShouldEqual(
        (state) => state.chart.status === 'failed' && state.chart.alert === 'An error occurred while rendering the visualization: boom',
      );
  });

  it('edits controls, switches the chart type keeping shared controls, and forgets everything on leaving', () => {
    reducerTester<ExploreState>()
      .givenReducer(exploreReducer, loaded)
      .whenActionIsDispatched(controlChanged({ name: 'row_limit', value: 50 }))
      .thenStatePredicateShouldEqual((state) => state.formData?.row_limit === 50)
      .whenActionIsDispatched(controlChanged({ name: 'row_limit', value: undefined }))
      .thenStatePredicateShouldEqual((state) => state.formData !== null && !('row_limit' in state.formData))
      .whenActionIsDispatched(vizTypeChanged('pie'))
      .thenStatePredicateShouldEqual(
        (state) => state.formData?.viz_type === 'pie' && JSON.stringify(state.formData.groupby) === '["state"]',
      )
      .whenActionIsDispatched(exploreClosed())
      .thenStateShouldEqual(initialExploreState);
  });
});

import { expectSaga } from 'redux-saga-test-plan';
import { adaUser, sessionState, signedInState } from '../../testing/session-fixtures';
import { bootstrapFailed, bootstrapSucceeded } from '../auth';
import { openChartDataChannel } from './chart-data.api';
import { openChartDataSocketWhenSignedIn } from './chart-data-socket.saga';
import { dashboardRequested } from './dashboard.slice';

jest.mock('./chart-data.api', () => ({ openChartDataChannel: jest.fn() }));

const starting = sessionState({ status: 'loading' });

describe('opening the chart-data socket early', () => {
  beforeEach(() => jest.mocked(openChartDataChannel).mockClear());

  it('opens it at once for a viewer already signed in', async () => {
    await expectSaga(openChartDataSocketWhenSignedIn, dashboardRequested({ idOrSlug: 'sales' }))
      .withState(signedInState({}))
      .call(openChartDataChannel)
      .run();
  });

  it('waits for the session check while the app starts, then opens it', async () => {
    await expectSaga(openChartDataSocketWhenSignedIn, dashboardRequested({ idOrSlug: 'sales' }))
      .withState(starting)
      .dispatch(bootstrapSucceeded({ user: adaUser, roles: {}, permissions: {} }))
      .call(openChartDataChannel)
      .run();
  });

  it('never opens it without a session, nor for an embedded guest', async () => {
    await expectSaga(openChartDataSocketWhenSignedIn, dashboardRequested({ idOrSlug: 'sales' }))
      .withState(starting)
      .dispatch(bootstrapFailed({ error: { message: 'Not authorized', status: 401, errors: [] } }))
      .run();
    await expectSaga(openChartDataSocketWhenSignedIn, dashboardRequested({ idOrSlug: 'sales', asGuest: true }))
      .withState(signedInState({}))
      .run();
    expect(openChartDataChannel).not.toHaveBeenCalled();
  });
});

import { createAppStore } from '../../app/store';
import { fetchCommonConfig } from '../config';
import { fetchCurrentUser, fetchUserRoles, login, logout, resetCsrfToken } from './auth.api';
import { loginRequested, logoutRequested } from './auth.slice';

jest.mock('./auth.api');
jest.mock('../config/config.api');

const mocked = <F extends (...args: never[]) => unknown>(fn: F) => fn as unknown as jest.MockedFunction<F>;

function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked(fetchCurrentUser).mockResolvedValue({ id: 1, username: 'ada', email: '', firstName: 'Ada', lastName: '', isActive: true });
  mocked(fetchUserRoles).mockResolvedValue({ roles: { Gamma: [] }, permissions: {} });
  mocked(fetchCommonConfig).mockResolvedValue({ featureFlags: {}, conf: {}, locale: 'en', version: '1.2.3' });
  mocked(resetCsrfToken).mockReturnValue(undefined);
});

describe('auth sagas in the running store', () => {
  it('ignores a second login submit while the first is in flight', async () => {
    mocked(login).mockImplementation(() => settle(10));
    const store = createAppStore();
    store.dispatch(loginRequested({ username: 'ada', password: 'secret' }));
    store.dispatch(loginRequested({ username: 'ada', password: 'secret' }));
    await settle(30);
    expect(login).toHaveBeenCalledTimes(1);
    expect(store.getState().session.status).toBe('authenticated');
    expect(store.getState().config.version).toBe('1.2.3');
  });

  it('signs out once however often Logout is clicked', async () => {
    mocked(logout).mockImplementation(() => settle(10).then(() => null));
    const store = createAppStore();
    store.dispatch(logoutRequested());
    store.dispatch(logoutRequested());
    await settle(30);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(store.getState().session.status).toBe('loggedOut');
  });
});

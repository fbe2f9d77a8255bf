import { screen } from '@testing-library/react';
import { registerHomeFeature } from '../features/home';
import { createTestRegistries, renderWithApp } from '../testing/render-with-app';
import { sessionState, signedInState } from '../testing/session-fixtures';
import { AppRoutes } from './AppRoutes';
import { registerFeatures } from './features';
import { PATHS, registerHomeSection, registerRoute } from '../routing';

function renderRoutes(path: string, state = signedInState({ Gamma: [] })) {
  const registries = createTestRegistries();
  registerFeatures(registries);
  return renderWithApp(<AppRoutes />, { path, state, registries });
}

describe('AppRoutes', () => {
  it('sends / to the welcome page', async () => {
    renderRoutes('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(PATHS.home);
  });

  it('shows an honest empty home page while no feature contributes a section', async () => {
    const registries = createTestRegistries();
    registerHomeFeature(registries);
    renderWithApp(<AppRoutes />, { path: PATHS.home, state: signedInState({ Gamma: [] }), registries });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.getByText('There is currently no information to display.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recents' })).not.toBeInTheDocument();
  });

  it('shows registered home sections in home-page order with their titles', async () => {
    const registries = createTestRegistries();
    registerHomeFeature(registries);
    registerHomeSection({ id: 'charts', component: () => <p>chart cards</p> }, registries);
    registerHomeSection({ id: 'recents', component: () => <p>recent items</p> }, registries);
    renderWithApp(<AppRoutes />, { path: PATHS.home, state: signedInState({ Gamma: [] }), registries });
    expect(await screen.findByText('chart cards')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Recents', 'Charts']);
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it("answers an unregistered address with 'Page not found'", async () => {
    renderRoutes('/no/such/page/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders a page a feature registers, with one line, inside the layout', async () => {
    const registries = createTestRegistries();
    registerFeatures(registries);
    registerRoute({ path: '/feature/page/', access: 'authenticated', page: () => <p>chart list</p> }, registries);
    renderWithApp(<AppRoutes />, { path: '/feature/page', state: signedInState({ Gamma: [] }), registries });
    expect(await screen.findByText('chart list')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('serves the login page without a session and without the nav', async () => {
    renderRoutes(PATHS.login, sessionState({ status: 'anonymous' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps a crashing page inside its error boundary', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const registries = createTestRegistries();
    registerFeatures(registries);
    registerRoute(
      {
        path: '/crashing/page/',
        access: 'authenticated',
        page: () => {
          throw new Error('boom');
        },
      },
      registries,
    );
    renderWithApp(<AppRoutes />, { path: '/crashing/page/', state: signedInState({ Gamma: [] }), registries });
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('refuses two pages on one path', () => {
    const registries = createTestRegistries();
    registerFeatures(registries);
    expect(() => registerRoute({ path: '/login', access: 'public', page: () => null }, registries)).toThrow(/already registered/);
  });
});

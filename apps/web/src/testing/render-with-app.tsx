import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type AppRegistries, createHomeSectionRegistry, createRouteRegistry, RegistriesContext, ROUTER_FUTURE } from '../routing';
import { rootReducer, type RootState } from '../app/root-reducer';

export function createTestRegistries(): AppRegistries {
  return { routes: createRouteRegistry(), homeSections: createHomeSectionRegistry() };
}

/** Shows where the router is, so tests can assert on redirects. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  path?: string;
  state?: Partial<RootState>;
  registries?: AppRegistries;
}

/**
 * Renders `ui` with the real reducers (no sagas: tests see the actions a component dispatches and
 * drive the state themselves), a memory router at `path`, and the given registries.
 */
export function renderWithApp(ui: ReactElement, { path = '/', state, registries = createTestRegistries() }: RenderOptions = {}) {
  const actions: Action[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(record),
  });
  const view = render(
    <Provider store={store}>
      <RegistriesContext.Provider value={registries}>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          {ui}
          <CurrentLocation />
        </MemoryRouter>
      </RegistriesContext.Provider>
    </Provider>,
  );
  return { ...view, store, actions, registries };
}

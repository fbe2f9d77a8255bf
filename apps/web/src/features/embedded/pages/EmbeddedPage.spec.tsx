import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageChannel, type MessagePort as NodeMessagePort } from 'node:worker_threads';
import { Route, Routes } from 'react-router-dom';
import { apiClient, GUEST_TOKEN_HEADER } from '../../../api';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import {
  crossFilterChanged,
  dashboardLeft,
  dashboardLoaded,
  dashboardRequested,
  filtersApplied,
  filterValueChanged,
  tabActivated,
} from '../../dashboard/dashboard.slice';
import { parseNativeFilters } from '../../dashboard/model/native-filters';
import { parseLayout } from '../../dashboard/layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../../dashboard/testing/dashboard.fixtures';
import { EMBEDDED_COMMS_MESSAGE_TYPE } from '../embedded-comms';
import { EMBEDDED_DASHBOARD_PATH } from '../index';
import { DashboardView } from '../../dashboard/components/DashboardView/DashboardView';
import { EmbeddedPage } from './EmbeddedPage';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));
jest.setTimeout(20_000);

const UUID = '6a3c1f3e-9d7b-4a55-8f0e-2b1d4c5e6f70';

/** A guest token shaped like the server's: a JWT whose payload carries `exp` in seconds. */
function guestToken(name: string, expiresInSeconds = 300): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ name, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.signature`;
}

interface Call {
  url: string;
  guestToken: string | undefined;
}

/** The server as the page sees it: every call recorded with the guest token it carried. */
function fakeServer(answer: (url: string) => Response) {
  const calls: Call[] = [];
  apiClient.configure({
    fetch: async (url, init) => {
      calls.push({ url, guestToken: (init.headers as Record<string, string>)[GUEST_TOKEN_HEADER] });
      return answer(url);
    },
  });
  return calls;
}

/** jsdom has no fetch `Response`; the client reads only these members of one. */
const json = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    statusText: '',
    type: 'basic',
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
  }) as unknown as Response;
const embedding = () => json(200, { result: { uuid: UUID, dashboard_id: '10', allowed_domains: [] } });

const ports: NodeMessagePort[] = [];

/** What the SDK does once the iframe loaded: a port for the page, then the guest token on the other end. */
function sdkHandshake() {
  const channel = new MessageChannel();
  ports.push(channel.port1, channel.port2);
  const event = new MessageEvent('message', {
    data: { type: EMBEDDED_COMMS_MESSAGE_TYPE, handshake: 'port transfer' },
    source: window.parent,
  });
  Object.defineProperty(event, 'ports', { value: [channel.port2] });
  act(() => {
    window.dispatchEvent(event);
  });
  return {
    emitGuestToken: (token: string) =>
      channel.port1.postMessage({ switchboardAction: 'emit', method: 'guestToken', args: { guestToken: token } }),
    /** What the host's `observeDataMask(callback)` receives. */
    observedDataMasks: () => {
      const seen: Record<string, unknown>[] = [];
      channel.port1.on('message', (message: { switchboardAction: string; method: string; args: Record<string, unknown> }) => {
        if (message.switchboardAction === 'emit' && message.method === 'observeDataMask') seen.push(message.args);
      });
      return seen;
    },
  };
}

function renderEmbedded(search = '', state?: ReturnType<typeof signedInState>) {
  return renderWithApp(
    <Routes>
      <Route path={EMBEDDED_DASHBOARD_PATH} element={<EmbeddedPage view={DashboardView} />} />
    </Routes>,
    { path: `/embedded/${UUID}${search}`, state },
  );
}

function loadDashboard(store: ReturnType<typeof renderEmbedded>['store'], metadata: Record<string, unknown> = {}) {
  act(() => {
    store.dispatch(
      dashboardLoaded({
        dashboard: fixtureDashboard(metadata),
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters: parseNativeFilters(metadata),
      }),
    );
  });
}

afterEach(() => {
  ports.splice(0).forEach((port) => port.close());
  apiClient.configure({ fetch: (input, init) => globalThis.fetch(input, init) });
});

describe('EmbeddedPage', () => {
  it('takes the guest token over the SDK channel, resolves the embedding with it, and opens its dashboard', async () => {
    const calls = fakeServer(embedding);
    const { actions } = renderEmbedded();
    const token = guestToken('first');
    sdkHandshake().emitGuestToken(token);

    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    expect(calls).toEqual([{ url: `/api/v1/embedded_dashboard/${UUID}`, guestToken: token }]);
  });

  it('sends a refreshed token on the calls that follow, and closes the dashboard when left', async () => {
    const calls = fakeServer(embedding);
    const { actions, unmount } = renderEmbedded();
    const sdk = sdkHandshake();
    sdk.emitGuestToken(guestToken('first'));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));

    const refreshed = guestToken('second', 600);
    sdk.emitGuestToken(refreshed);
    await waitFor(async () => {
      await apiClient.get('/api/v1/dashboard/10');
      expect(calls.at(-1)).toEqual({ url: '/api/v1/dashboard/10', guestToken: refreshed });
    });
    unmount();
    expect(actions).toContainEqual(dashboardLeft());
  });

  it('renders the shared dashboard view without the app navigation, honouring hide title and hide chart controls', async () => {
    fakeServer(embedding);
    const { store, actions } = renderEmbedded('?uiConfig=9');
    sdkHandshake().emitGuestToken(guestToken('first'));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    loadDashboard(store);

    expect(await screen.findByRole('region', { name: 'Total revenue' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: fixtureDashboard().title })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^More options for /)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the title and chart menus without uiConfig bits, and starts with filters collapsed when asked', async () => {
    fakeServer(embedding);
    const { store, actions } = renderEmbedded('?expand_filters=false');
    sdkHandshake().emitGuestToken(guestToken('first'));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    loadDashboard(store, { native_filter_configuration: [REGION_FILTER] });

    expect(await screen.findByRole('heading', { level: 1, name: fixtureDashboard().title })).toBeVisible();
    expect(screen.getByRole('button', { name: 'More options for Total revenue' })).toBeVisible();
    expect(screen.queryByLabelText('Filters', { selector: 'aside' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    expect(screen.getByLabelText('Filters', { selector: 'aside' })).toBeVisible();
    expect(screen.getByText('Region')).toBeInTheDocument();
  });

  it('hides the filter bar entirely with show_filters=false', async () => {
    fakeServer(embedding);
    const { store, actions } = renderEmbedded('?show_filters=false');
    sdkHandshake().emitGuestToken(guestToken('first'));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    loadDashboard(store, { native_filter_configuration: [REGION_FILTER] });

    expect(await screen.findByRole('region', { name: 'Total revenue' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Filters', { selector: 'aside' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show filters' })).not.toBeInTheDocument();
  });

  it('gives a guest no favourite star, edit, refresh or permalink controls, even with a signed-in editor in the store', async () => {
    fakeServer(embedding);
    const { store, actions } = renderEmbedded('', signedInState({ Admin: [['can_write', 'Dashboard']] }));
    sdkHandshake().emitGuestToken(guestToken('first'));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    loadDashboard(store, { native_filter_configuration: [REGION_FILTER] });

    expect(await screen.findByRole('heading', { level: 1, name: fixtureDashboard().title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy permalink to clipboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add/Edit Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Favorite' })).not.toBeInTheDocument();
    // The filter bar itself is there for guests.
    expect(screen.getByLabelText('Filters', { selector: 'aside' })).toBeVisible();
  });

  it('tells the host every data mask change with emit data masks (uiConfig=16), and hides the top-level tabs with hide tab', async () => {
    fakeServer(embedding);
    const { store, actions } = renderEmbedded('?uiConfig=18');
    const sdk = sdkHandshake();
    const observed = sdk.observedDataMasks();
    sdk.emitGuestToken(guestToken('first'));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    loadDashboard(store, { native_filter_configuration: [REGION_FILTER] });
    expect(await screen.findByRole('region', { name: 'Total revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'North revenue' })).toBeInTheDocument();

    await waitFor(() => expect(observed).toHaveLength(1));
    expect(observed[0]).toMatchObject({
      'NATIVE_FILTER-region': { id: 'NATIVE_FILTER-region', filterState: { value: null }, ownState: {} },
      nativeFiltersChanged: true,
    });

    act(() => {
      store.dispatch(filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['north'] }));
      store.dispatch(filtersApplied());
    });
    await waitFor(() => expect(observed).toHaveLength(2));
    expect(observed[1]).toMatchObject({
      'NATIVE_FILTER-region': {
        filterState: { value: ['north'] },
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['north'] }] },
      },
      nativeFiltersChanged: true,
      crossFiltersChanged: false,
    });

    act(() => {
      store.dispatch(
        crossFilterChanged({
          chartId: 1,
          crossFilter: { column: 'region', label: 'south', values: ['south'], filters: [{ col: 'region', op: 'IN', val: ['south'] }] },
        }),
      );
    });
    await waitFor(() => expect(observed).toHaveLength(3));
    expect(observed[2]).toMatchObject({
      '1': { filterState: { value: ['south'] } },
      nativeFiltersChanged: false,
      crossFiltersChanged: true,
    });

    // Switching tabs changes no filter: nothing more to tell.
    act(() => {
      store.dispatch(tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-2' }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(observed).toHaveLength(3);
  });

  it('tells the host nothing without the emit data masks bit', async () => {
    fakeServer(embedding);
    const { store, actions } = renderEmbedded('?uiConfig=8');
    const sdk = sdkHandshake();
    const observed = sdk.observedDataMasks();
    sdk.emitGuestToken(guestToken('first'));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    loadDashboard(store, { native_filter_configuration: [REGION_FILTER] });
    expect(await screen.findByRole('region', { name: 'Total revenue' })).toBeInTheDocument();
    act(() => {
      store.dispatch(filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['north'] }));
      store.dispatch(filtersApplied());
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(observed).toEqual([]);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('hides the title with standalone=2 as well', async () => {
    fakeServer(embedding);
    const { store, actions } = renderEmbedded('?standalone=2');
    sdkHandshake().emitGuestToken(guestToken('first'));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    loadDashboard(store);
    expect(await screen.findByRole('region', { name: 'Total revenue' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: fixtureDashboard().title })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More options for Total revenue' })).toBeInTheDocument();
  });

  it('says the guest token expired when the server rejects it', async () => {
    fakeServer(() => json(401, { message: 'Invalid guest token: expired' }));
    renderEmbedded();
    sdkHandshake().emitGuestToken(guestToken('stale'));
    expect(await screen.findByText('Guest token expired')).toBeInTheDocument();
  });

  it('says the guest token expired once its exp passes without a refresh', async () => {
    fakeServer(embedding);
    const { actions } = renderEmbedded();
    sdkHandshake().emitGuestToken(guestToken('short', 1));
    await waitFor(() => expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '10', asGuest: true })));
    expect(await screen.findByText('Guest token expired', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says a guest token is missing when nobody sends one (the page is not framed)', async () => {
    const calls = fakeServer(embedding);
    renderEmbedded();
    expect(await screen.findByText('Guest token missing')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows why an embedding cannot be resolved', async () => {
    fakeServer(() => json(404, { message: 'Not found' }));
    renderEmbedded();
    sdkHandshake().emitGuestToken(guestToken('first'));
    expect(await screen.findByText('The embedded dashboard could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });
});

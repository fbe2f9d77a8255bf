/** @jest-environment node */
import { MessageChannel, type MessagePort as NodeMessagePort } from 'node:worker_threads';
import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { apiClient } from '../../api';
import {
  crossFilterChanged,
  dashboardLoaded,
  dashboardReducer,
  dashboardRequested,
  filterValueChanged,
  filtersApplied,
  initialDashboardState,
  tabActivated,
  type DashboardState,
} from '../dashboard/dashboard.slice';
import { parseNativeFilters } from '../dashboard/model/native-filters';
import { parseLayout } from '../dashboard/layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../dashboard/testing/dashboard.fixtures';
import { EMBEDDED_COMMS_MESSAGE_TYPE, listenForEmbeddedComms, openEmbeddedCommsInbox } from './embedded-comms';
import { dataMaskChangeTrigger, embeddedDashboardMethods, permalinkKey, visibleActiveTabs } from './embedded-methods';

/** A stand-in for the iframe's window: an event target whose parent is the host page. */
function fakeFrameWindow() {
  const frame = new EventTarget() as EventTarget & { parent: object };
  frame.parent = {};
  return frame;
}

/**
 * The host's end as `@superset-ui/switchboard` drives it (messages copied from its source): `emit`
 * sends and forgets, `get` waits for the `reply` or `error` carrying its `messageId`.
 */
function hostSwitchboard(port: NodeMessagePort) {
  let nextId = 1;
  const methods: Record<string, (args: unknown) => unknown> = {};
  port.on('message', async (message: { switchboardAction: string; method: string; messageId?: string; args?: unknown }) => {
    const method = methods[message.method];
    if (message.switchboardAction === 'emit') method?.(message.args);
    if (message.switchboardAction !== 'get') return;
    if (!method) {
      port.postMessage({
        switchboardAction: 'error',
        messageId: message.messageId,
        error: `[superset-embedded-sdk] Method "${message.method}" is not defined`,
      });
      return;
    }
    port.postMessage({ switchboardAction: 'reply', messageId: message.messageId, result: await method(message.args) });
  });
  return {
    /** What `embedDashboard` does for `observeDataMask(callback)` and `resolvePermalinkUrl`. */
    defineMethod: (name: string, executor: (args: unknown) => unknown) => {
      methods[name] = executor;
    },
    emit: (method: string, args?: unknown) => port.postMessage({ switchboardAction: 'emit', method, args }),
    get: (method: string, args?: unknown) =>
      new Promise((resolve, reject) => {
        const messageId = `m_superset-embedded-sdk_${nextId++}`;
        const listener = (message: { messageId: string; switchboardAction: string; result?: unknown; error?: string }) => {
          if (message.messageId !== messageId) return;
          port.off('message', listener);
          if (message.switchboardAction === 'reply') resolve(message.result);
          else reject(new Error(message.error));
        };
        port.on('message', listener);
        port.postMessage({ switchboardAction: 'get', method, messageId, args });
      }),
  };
}

/** What the SDK does on the iframe's load event: hand over one end of a channel, keep the other. */
function handshake(frame: ReturnType<typeof fakeFrameWindow>, source: object = frame.parent) {
  const channel = new MessageChannel();
  const event = new Event('message') as Event & { data: unknown; source: unknown; ports: unknown[] };
  Object.assign(event, { data: { type: EMBEDDED_COMMS_MESSAGE_TYPE, handshake: 'port transfer' }, source, ports: [channel.port2] });
  frame.dispatchEvent(event);
  const host = hostSwitchboard(channel.port1);
  return { host, close: () => [channel.port1, channel.port2].forEach((port: NodeMessagePort) => port.close()) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Waits (up to 5 s) until `done` holds: messages cross a real MessageChannel, later on a loaded machine. */
async function until(done: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5000; !done() && Date.now() < deadline;) await tick();
}

describe('listenForEmbeddedComms (the SDK switchboard protocol)', () => {
  it('takes every guest token the host emits, in order', async () => {
    const frame = fakeFrameWindow();
    const tokens: string[] = [];
    const { stop } = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: (token) => tokens.push(token) });
    const { host, close } = handshake(frame);
    host.emit('guestToken', { guestToken: 'first' });
    host.emit('guestToken', { guestToken: 'refreshed' });
    await until(() => tokens.length >= 2);
    expect(tokens).toEqual(['first', 'refreshed']);
    stop();
    close();
  });

  it("answers the host's get calls, and rejects methods it does not define", async () => {
    const frame = fakeFrameWindow();
    const { stop } = listenForEmbeddedComms(frame as unknown as Window, {
      onGuestToken: () => undefined,
      methods: { getScrollSize: () => ({ width: 800, height: 600 }) },
    });
    const { host, close } = handshake(frame);
    await expect(host.get('getScrollSize')).resolves.toEqual({ width: 800, height: 600 });
    await expect(host.get('getDataMask')).rejects.toThrow('Method "getDataMask" is not defined');
    stop();
    close();
  });

  it('ignores ports offered by anyone but the parent window', async () => {
    const frame = fakeFrameWindow();
    const tokens: string[] = [];
    const { stop } = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: (token) => tokens.push(token) });
    const { host, close } = handshake(frame, {});
    host.emit('guestToken', { guestToken: 'from a stranger' });
    await tick();
    expect(tokens).toEqual([]);
    stop();
    close();
  });

  it('keeps a port handed over before the page listens, with the token sent meanwhile', async () => {
    const frame = fakeFrameWindow();
    openEmbeddedCommsInbox(frame as unknown as Window);
    const { host, close } = handshake(frame);
    host.emit('guestToken', { guestToken: 'early' });
    await tick();
    const tokens: string[] = [];
    const { stop } = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: (token) => tokens.push(token) });
    await until(() => tokens.length >= 1);
    expect(tokens).toEqual(['early']);
    stop();
    close();
  });

  it('stops taking tokens once stopped', async () => {
    const frame = fakeFrameWindow();
    const tokens: string[] = [];
    const { stop } = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: (token) => tokens.push(token) });
    const { host, close } = handshake(frame);
    stop();
    host.emit('guestToken', { guestToken: 'late' });
    await tick();
    expect(tokens).toEqual([]);
    close();
  });
});

describe('the page talking to the host', () => {
  it('emits events the host observes, once the host has connected', async () => {
    const frame = fakeFrameWindow();
    const channel = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: () => undefined });
    channel.emit('observeDataMask', { lost: true });
    const { host, close } = handshake(frame);
    const seen: unknown[] = [];
    host.defineMethod('observeDataMask', (args) => seen.push(args));
    channel.emit('observeDataMask', { 'NATIVE_FILTER-region': { id: 'NATIVE_FILTER-region' }, nativeFiltersChanged: true });
    await until(() => seen.length >= 1);
    expect(seen).toEqual([{ 'NATIVE_FILTER-region': { id: 'NATIVE_FILTER-region' }, nativeFiltersChanged: true }]);
    channel.stop();
    close();
  });

  it("asks the host's methods and gets their answers or errors", async () => {
    const frame = fakeFrameWindow();
    const channel = listenForEmbeddedComms(frame as unknown as Window, { onGuestToken: () => undefined });
    await expect(channel.get('resolvePermalinkUrl', { key: 'k' })).rejects.toThrow('No host is connected');
    const { host, close } = handshake(frame);
    host.defineMethod('resolvePermalinkUrl', (args) => `https://host.test/report?key=${(args as { key: string }).key}`);
    await expect(channel.get('resolvePermalinkUrl', { key: 'k1' })).resolves.toBe('https://host.test/report?key=k1');
    await expect(channel.get('unknownMethod')).rejects.toThrow('Method "unknownMethod" is not defined');
    channel.stop();
    close();
  });
});

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;

/** The Sales fixture dashboard, loaded with its region filter, as the embedded page holds it. */
function loadedState() {
  const metadata = { native_filter_configuration: [REGION_FILTER] };
  let state = reducer({ dashboard: initialDashboardState }, dashboardRequested({ idOrSlug: '10', asGuest: true }));
  state = reducer(
    state,
    dashboardLoaded({
      dashboard: fixtureDashboard(metadata),
      layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
      charts: fixtureCharts(),
      filters: parseNativeFilters(metadata),
    }),
  );
  return state;
}

const NORTH_CROSS_FILTER = {
  column: 'region',
  label: 'north',
  values: ['north'],
  filters: [{ col: 'region', op: 'IN' as const, val: ['north'] }],
};

/** Ports a failed test left open, closed after each test so jest can exit. */
const servedCleanups: (() => void)[] = [];
afterEach(() => servedCleanups.splice(0).forEach((cleanup) => cleanup()));

/** The embedded page serving the dashboard methods over a connected host. */
function servedDashboard(getState: () => { dashboard: DashboardState }) {
  const frame = fakeFrameWindow();
  let channel: ReturnType<typeof listenForEmbeddedComms> | null = null;
  channel = listenForEmbeddedComms(frame as unknown as Window, {
    onGuestToken: () => undefined,
    methods: embeddedDashboardMethods(getState, { get: (method, args) => (channel as NonNullable<typeof channel>).get(method, args) }),
  });
  const connection = handshake(frame);
  servedCleanups.push(() => {
    channel?.stop();
    connection.close();
  });
  return { ...connection, stop: () => channel?.stop() };
}

describe('the SDK dashboard methods', () => {
  afterEach(() => {
    apiClient.setGuestToken(null);
    apiClient.configure({ fetch: (input, init) => globalThis.fetch(input, init) });
  });

  it("answers getDataMask with the applied native filters and cross-filters in Superset's shape", async () => {
    let state = loadedState();
    state = reducer(state, filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['south'] }));
    state = reducer(state, filtersApplied());
    state = reducer(state, crossFilterChanged({ chartId: 1, crossFilter: NORTH_CROSS_FILTER }));
    const { host, close, stop } = servedDashboard(() => state);
    await expect(host.get('getDataMask')).resolves.toEqual({
      'NATIVE_FILTER-region': {
        id: 'NATIVE_FILTER-region',
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['south'] }] },
        filterState: { value: ['south'] },
        ownState: {},
      },
      '1': {
        id: '1',
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['north'] }] },
        filterState: { value: ['north'], label: 'north', column: 'region' },
        ownState: {},
      },
    });
    stop();
    close();
  });

  it('answers getActiveTabs with the selected tabs', async () => {
    let state = loadedState();
    const { host, close, stop } = servedDashboard(() => state);
    await expect(host.get('getActiveTabs')).resolves.toEqual(['TAB-1']);
    state = reducer(state, tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-2' }));
    await expect(host.get('getActiveTabs')).resolves.toEqual(['TAB-2']);
    stop();
    close();
  });

  it('stores a permalink of the current state for getDashboardPermalink and answers its URL', async () => {
    let state = loadedState();
    state = reducer(state, filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['south'] }));
    state = reducer(state, filtersApplied());
    state = reducer(state, tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-2' }));
    const calls: { url: string; method: string; body: unknown }[] = [];
    // The embedded page calls as the guest (no CSRF token round trip).
    apiClient.setGuestToken('guest-token');
    apiClient.configure({
      fetch: async (url, init) => {
        calls.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) });
        return {
          ok: true,
          status: 201,
          statusText: '',
          type: 'basic',
          headers: { get: () => 'application/json' },
          text: async () => JSON.stringify({ key: 'abc', url: 'http://tessera.test/superset/dashboard/p/abc/' }),
        } as unknown as Response;
      },
    });
    const { host, close, stop } = servedDashboard(() => state);

    await expect(host.get('getDashboardPermalink', { anchor: 'CHART-a' })).resolves.toBe('http://tessera.test/superset/dashboard/p/abc/');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/v1/dashboard/10/permalink', method: 'POST' });
    expect(calls[0]?.body).toMatchObject({
      dataMask: {
        'NATIVE_FILTER-region': {
          filterState: { value: ['south'] },
          extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['south'] }] },
        },
      },
      activeTabs: ['TAB-2'],
      anchor: 'CHART-a',
      urlParams: [],
    });

    // A host with a resolvePermalinkUrl callback gets its own link back.
    host.defineMethod('resolvePermalinkUrl', (args) => `https://host.test/analytics?permalink=${(args as { key: string }).key}`);
    await expect(host.get('getDashboardPermalink', {})).resolves.toBe('https://host.test/analytics?permalink=abc');
    expect(calls[1]?.body).toMatchObject({ anchor: null });
    stop();
    close();
  });

  it('fails getDashboardPermalink before the dashboard is loaded', async () => {
    const state = reducer({ dashboard: initialDashboardState }, dashboardRequested({ idOrSlug: '10', asGuest: true }));
    const { host, close, stop } = servedDashboard(() => state);
    await expect(host.get('getDashboardPermalink', {})).rejects.toThrow('Method "getDashboardPermalink" threw an error');
    stop();
    close();
  });
});

describe('embedded dashboard helpers', () => {
  it('lists only the selected tabs on screen, outermost first', () => {
    const layout = parseLayout(
      JSON.stringify({
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
        'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
        'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['TABS-in-a'], parents: ['ROOT_ID', 'TABS-top'] },
        'TABS-in-a': { id: 'TABS-in-a', type: 'TABS', children: ['TAB-a1', 'TAB-a2'], parents: ['ROOT_ID', 'TABS-top', 'TAB-a'] },
        'TAB-a1': { id: 'TAB-a1', type: 'TAB', children: [], parents: [] },
        'TAB-a2': { id: 'TAB-a2', type: 'TAB', children: [], parents: [] },
        'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['TABS-in-b'], parents: ['ROOT_ID', 'TABS-top'] },
        'TABS-in-b': { id: 'TABS-in-b', type: 'TABS', children: ['TAB-b1'], parents: [] },
        'TAB-b1': { id: 'TAB-b1', type: 'TAB', children: [], parents: [] },
      }),
      [],
    );
    expect(visibleActiveTabs(layout, { 'TABS-top': 'TAB-a', 'TABS-in-a': 'TAB-a2', 'TABS-in-b': 'TAB-b1' })).toEqual(['TAB-a', 'TAB-a2']);
    expect(visibleActiveTabs(layout, { 'TABS-top': 'TAB-b' })).toEqual(['TAB-b', 'TAB-b1']);
  });

  it('reads the key of a permalink URL', () => {
    expect(permalinkKey('http://tessera.test/superset/dashboard/p/abc123/')).toBe('abc123');
    expect(permalinkKey('/superset/dashboard/p/xyz')).toBe('xyz');
    expect(permalinkKey('http://tessera.test/superset/dashboard/10/')).toBeNull();
  });

  it('tells which kind of filter changed', () => {
    const native = { id: 'NATIVE_FILTER-region', extraFormData: {}, filterState: { value: ['north'] }, ownState: {} };
    const cross = { id: '1', extraFormData: {}, filterState: { value: ['a'] }, ownState: {} };
    expect(dataMaskChangeTrigger(null, { 'NATIVE_FILTER-region': native })).toEqual({
      nativeFiltersChanged: true,
      crossFiltersChanged: false,
    });
    expect(dataMaskChangeTrigger({ 'NATIVE_FILTER-region': native }, { 'NATIVE_FILTER-region': native, '1': cross })).toEqual({
      nativeFiltersChanged: false,
      crossFiltersChanged: true,
    });
    expect(
      dataMaskChangeTrigger(
        { 'NATIVE_FILTER-region': native, '1': cross },
        { 'NATIVE_FILTER-region': { ...native, filterState: { value: ['south'] } } },
      ),
    ).toEqual({
      nativeFiltersChanged: true,
      crossFiltersChanged: true,
    });
  });
});

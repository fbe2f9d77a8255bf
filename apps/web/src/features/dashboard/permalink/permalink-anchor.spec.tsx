import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { dashboardLoaded, dashboardRequested, tabActivated } from '../dashboard.slice';
import { parseNativeFilters } from '../model/native-filters';
import { parseLayout } from '../layout/layout';
import { DashboardPermalinkPage } from '../pages/DashboardPermalinkPage';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../testing/dashboard.fixtures';
import { ANCHOR_HIGHLIGHT_MS, scrollToLayoutComponent } from './anchor-scroll';
import type { PermalinkState } from '../model/permalink-state';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));

jest.setTimeout(20_000);

/** The elements `scrollIntoView` was called on (jsdom has no layout, so it has no such method). */
function spyOnScrolling(): HTMLElement[] {
  const scrolled: HTMLElement[] = [];
  Element.prototype.scrollIntoView = jest.fn(function (this: HTMLElement) {
    scrolled.push(this);
  });
  return scrolled;
}

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  jest.useRealTimers();
});

function openPermalink(restore: Partial<PermalinkState>) {
  const view = renderWithApp(
    <Routes>
      <Route path="/superset/dashboard/p/:key/" element={<DashboardPermalinkPage />} />
    </Routes>,
    { path: '/superset/dashboard/p/abc/', state: signedInState({ Admin: [] }) },
  );
  // What the permalink saga does once the key is read, then the dashboard's load.
  act(() => {
    view.store.dispatch(dashboardRequested({ idOrSlug: '10', restore }));
  });
  act(() => {
    view.store.dispatch(
      dashboardLoaded({
        dashboard: fixtureDashboard({}),
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters: parseNativeFilters({}),
      }),
    );
  });
  return view;
}

describe('opening a permalink with an anchor', () => {
  it('shows the tab holding the anchored chart and scrolls that chart into view, once', () => {
    const scrolled = spyOnScrolling();
    const { store } = openPermalink({ activeTabs: ['TAB-1'], anchor: 'CHART-d', dataMask: {} });
    const chart = screen.getByRole('region', { name: 'South revenue' });
    expect(chart).toHaveAttribute('data-layout-id', 'CHART-d');
    expect(scrolled).toEqual([chart]);
    expect(chart).toHaveAttribute('data-permalink-anchor', 'true');
    // Later renders (another tab, a refresh) leave the viewer where they are.
    act(() => {
      store.dispatch(tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-1' }));
    });
    expect(scrolled).toHaveLength(1);
  });

  it('scrolls nowhere for a permalink without an anchor, or one whose component is gone', () => {
    const scrolled = spyOnScrolling();
    const { unmount } = openPermalink({ activeTabs: ['TAB-2'], anchor: null });
    expect(screen.getByRole('region', { name: 'South revenue' })).toBeInTheDocument();
    unmount();
    openPermalink({ anchor: 'CHART-gone' });
    expect(screen.getByRole('region', { name: 'North revenue' })).toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });
});

describe('scrollToLayoutComponent', () => {
  it('waits for a component rendered later, and outlines it only briefly', async () => {
    jest.useFakeTimers();
    const scrolled = spyOnScrolling();
    const root = document.createElement('div');
    document.body.append(root);
    const stop = scrollToLayoutComponent(root, 'CHART-"later"');
    expect(scrolled).toEqual([]);
    const chart = document.createElement('section');
    chart.dataset.layoutId = 'CHART-"later"';
    root.append(chart);
    // MutationObserver callbacks run as microtasks.
    await Promise.resolve();
    expect(scrolled).toEqual([chart]);
    expect(chart.style.outline).not.toBe('');
    jest.advanceTimersByTime(ANCHOR_HIGHLIGHT_MS);
    expect(chart.style.outline).toBe('');
    expect(chart).not.toHaveAttribute('data-permalink-anchor');
    stop();
    root.remove();
  });
});

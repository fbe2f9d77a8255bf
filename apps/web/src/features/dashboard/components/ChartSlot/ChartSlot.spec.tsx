import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { fakeApi } from '../../../resource-list/testing/fake-api';
import { chartQueryStarted, chartQuerySucceeded, dashboardLoaded, permalinkShareRequested } from '../../dashboard.slice';
import { parseNativeFilters } from '../../model/native-filters';
import { parseLayout } from '../../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../../testing/dashboard.fixtures';
import { ChartSlot } from './ChartSlot';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));

jest.setTimeout(20_000);

function renderSlot(roles: Record<string, [string, string][]> = { Admin: [] }) {
  const view = renderWithApp(<ChartSlot layoutId="CHART-1" chartId={1} width="100%" height={300} />, { state: signedInState(roles) });
  act(() => {
    view.store.dispatch(
      dashboardLoaded({
        dashboard: fixtureDashboard({}),
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters: parseNativeFilters({}),
      }),
    );
    view.store.dispatch(chartQueryStarted({ chartId: 1, seq: 1, filtersKey: '{}' }));
    view.store.dispatch(
      chartQuerySucceeded({
        chartId: 1,
        seq: 1,
        queriesResponse: [{ colnames: ['count'], coltypes: [0], data: [{ count: 7 }], rowcount: 1 }],
      }),
    );
  });
  return view;
}

const slot = () => document.querySelector('[data-layout-id="CHART-1"]') as HTMLElement;

describe('ChartSlot chart menu', () => {
  it("enlarges the chart over the page with 'Enter fullscreen' and leaves on Escape", async () => {
    renderSlot();
    expect(slot()).not.toHaveAttribute('data-fullscreen');
    await userEvent.click(screen.getByRole('button', { name: 'More options for Total revenue' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Enter fullscreen' }));
    expect(slot()).toHaveAttribute('data-fullscreen', 'true');
    expect(slot()).toHaveStyle({ position: 'fixed', width: '100vw', height: '100vh' });
    await userEvent.click(screen.getByRole('button', { name: 'More options for Total revenue' }));
    expect(screen.getByRole('menuitem', { name: 'Exit fullscreen' })).toBeInTheDocument();
    // The first Escape only closes the menu; the next one leaves fullscreen.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(slot()).toHaveAttribute('data-fullscreen', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(slot()).not.toHaveAttribute('data-fullscreen'));
  });

  it("asks for the dashboard chart's SQL in 'View query' and hides exports without can_csv", async () => {
    const api = fakeApi([
      {
        method: 'POST',
        url: /^\/api\/v1\/chart\/data$/,
        body: { result: [{ query: 'SELECT COUNT(*) AS count FROM sales', language: 'sql' }] },
      },
    ]);
    renderSlot({ Gamma: [['can_read', 'Dashboard']] });
    await userEvent.click(screen.getByRole('button', { name: 'More options for Total revenue' }));
    expect(screen.queryByRole('menuitem', { name: 'Export to .CSV' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'View query' }));
    expect(await screen.findByLabelText('Query')).toHaveTextContent('FROM sales');
    expect(api.callsTo('POST', /chart\/data/)[0]?.body).toMatchObject({
      result_type: 'query',
      datasource: { id: 7, type: 'table' },
      form_data: { slice_id: 1 },
    });
  });
});

describe('ChartSlot permalink', () => {
  it("asks for a permalink of the dashboard anchored to this chart's layout component, not an Explore link", async () => {
    const api = fakeApi([]);
    const { actions } = renderSlot();
    await userEvent.click(screen.getByRole('button', { name: 'More options for Total revenue' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy permalink to clipboard' }));
    expect(actions).toContainEqual(permalinkShareRequested({ anchor: 'CHART-1' }));
    // The shared chart menu would post an Explore permalink here; the dashboard's saga does the posting instead.
    expect(api.calls).toEqual([]);
  });
});

describe('ChartSlot chart description (expanded slices)', () => {
  function renderDescribed(metadata: Record<string, unknown>, description: string | null = 'Revenue **net** of returns') {
    const view = renderWithApp(<ChartSlot layoutId="CHART-1" chartId={1} width="100%" height={300} />, {
      state: signedInState({ Admin: [] }),
    });
    const charts = fixtureCharts().map((chart) => (chart.id === 1 ? { ...chart, description } : chart));
    act(() => {
      view.store.dispatch(
        dashboardLoaded({
          dashboard: fixtureDashboard(metadata),
          layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
          charts,
          filters: parseNativeFilters({}),
        }),
      );
    });
    return view;
  }
  const shownDescription = () => document.querySelector('[data-testid="chart-description"]');
  const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'More options for Total revenue' }));

  it('shows the description, as markdown, under the title of a chart listed in expanded_slices', () => {
    renderDescribed({ expanded_slices: { '1': true } });
    expect(shownDescription()).toHaveTextContent('Revenue net of returns');
    expect(within(shownDescription() as HTMLElement).getByText('net').tagName).toBe('STRONG');
  });

  it('hides it for charts not listed, or listed as false', () => {
    renderDescribed({ expanded_slices: { '2': true, '1': false } });
    expect(shownDescription()).toBeNull();
  });

  it("toggles the description from the menu with 'Toggle chart description'", async () => {
    const { store } = renderDescribed({});
    expect(shownDescription()).toBeNull();
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Toggle chart description' }));
    expect(shownDescription()).toHaveTextContent('Revenue net of returns');
    expect(store.getState().dashboard.expandedSlices).toEqual({ 1: true });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Toggle chart description' }));
    expect(shownDescription()).toBeNull();
  });

  it('hides a description expanded in json_metadata when toggled', async () => {
    renderDescribed({ expanded_slices: { '1': true } });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Toggle chart description' }));
    expect(shownDescription()).toBeNull();
  });

  it('offers no toggle, and shows nothing, for a chart without a description', async () => {
    renderDescribed({ expanded_slices: { '1': true } }, null);
    expect(shownDescription()).toBeNull();
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Toggle chart description' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Edit chart' })).toBeInTheDocument();
  });

  it('sanitises the description like a markdown cell', () => {
    renderDescribed({ expanded_slices: { '1': true } }, 'Safe <img src="x.png" onerror="alert(1)"><form><button>Go</button></form>');
    const box = shownDescription() as HTMLElement;
    expect(box.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(box.querySelector('form, button')).toBeNull();
  });
});

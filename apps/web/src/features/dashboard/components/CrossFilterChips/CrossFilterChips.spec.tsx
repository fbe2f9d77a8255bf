import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { chartQueryStarted, chartQuerySucceeded, crossFilterRemoved, dashboardLoaded } from '../../dashboard.slice';
import { parseLayout } from '../../layout/layout';
import { ChartSlot } from '../ChartSlot/ChartSlot';
import { FilterBar } from '../FilterBar/FilterBar';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../../testing/dashboard.fixtures';

// Jest runs CommonJS; marked (used by markdown in the layout) ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));
jest.setTimeout(20_000);

/** The filter bar and chart 1 of the fixture dashboard, drawn as a pie of orders by region. */
function renderWithPie(metadata: Record<string, unknown> = {}) {
  const charts = fixtureCharts().map((chart) =>
    chart.id === 1
      ? { ...chart, vizType: 'pie', formData: { ...chart.formData, viz_type: 'pie', groupby: ['region'], metric: 'count' } }
      : chart,
  );
  const view = renderWithApp(
    <>
      <FilterBar />
      <ChartSlot layoutId="CHART-a" chartId={1} width="100%" height={400} />
    </>,
    { state: signedInState({ Admin: [['can_write', 'Dashboard']] }) },
  );
  act(() => {
    view.store.dispatch(
      dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]), charts, filters: [] }),
    );
    view.store.dispatch(chartQueryStarted({ chartId: 1, seq: 1, filtersKey: '{}' }));
    view.store.dispatch(
      chartQuerySucceeded({
        chartId: 1,
        seq: 1,
        queriesResponse: [
          {
            colnames: ['region', 'count'],
            coltypes: [1, 0],
            data: [
              { region: 'north', count: 7 },
              { region: 'south', count: 3 },
            ],
            rowcount: 2,
          },
        ],
      }),
    );
  });
  return view;
}

async function slices(): Promise<Element[]> {
  const pie = screen.getByRole('region', { name: 'Total revenue' });
  await waitFor(() => expect(pie.querySelectorAll('path.tessera-pie-slice')).toHaveLength(2));
  return [...pie.querySelectorAll('path.tessera-pie-slice')];
}

describe('cross-filters on the dashboard', () => {
  it('a click on a pie slice cross-filters: a chip names the chart and value and removes it', async () => {
    const { store, actions } = renderWithPie();
    const [north] = await slices();
    await userEvent.click(north as Element);

    const chips = await screen.findByRole('region', { name: 'Cross-filters' });
    expect(within(chips).getByText('Total revenue')).toBeInTheDocument();
    expect(within(chips).getByText('region: north')).toBeInTheDocument();
    expect(store.getState().dashboard.crossFilters[1]?.filters).toEqual([{ col: 'region', op: 'IN', val: ['north'] }]);

    await userEvent.click(within(chips).getByRole('button', { name: 'Remove cross-filter Total revenue' }));
    expect(actions).toContainEqual(crossFilterRemoved({ chartId: 1 }));
    expect(screen.queryByRole('region', { name: 'Cross-filters' })).not.toBeInTheDocument();
  });

  it('clicking the selected slice again clears the cross-filter', async () => {
    const { store } = renderWithPie();
    const [north] = await slices();
    await userEvent.click(north as Element);
    await waitFor(() => expect(store.getState().dashboard.crossFilters[1]).toBeDefined());
    const [again] = await slices();
    await userEvent.click(again as Element);
    expect(store.getState().dashboard.crossFilters).toEqual({});
  });

  it('does nothing when the dashboard turns cross-filters off', async () => {
    const { store } = renderWithPie({ cross_filters_enabled: false });
    const [north] = await slices();
    await userEvent.click(north as Element);
    expect(store.getState().dashboard.crossFilters).toEqual({});
  });
});

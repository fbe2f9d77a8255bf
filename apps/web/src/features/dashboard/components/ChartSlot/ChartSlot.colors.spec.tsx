import { act, screen, waitFor } from '@testing-library/react';
import { configureColorRules, resetColorNamespaces, resetColorRules } from '@tessera/viz';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { chartQueryStarted, chartQuerySucceeded, dashboardLoaded } from '../../dashboard.slice';
import { parseLayout } from '../../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../../testing/dashboard.fixtures';
import { ChartSlot } from './ChartSlot';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));
jest.setTimeout(20_000);

const PIES: Record<number, { column: string; values: string[] }> = {
  1: { column: 'region', values: ['north', 'south'] },
  2: { column: 'channel', values: ['web', 'shop', 'phone'] },
};

/** Charts 1 and 2 of the fixture dashboard drawn as pies over different columns: no label in common. */
function renderTwoPies(metadata: Record<string, unknown> = {}) {
  const charts = fixtureCharts().map((chart) =>
    PIES[chart.id]
      ? { ...chart, vizType: 'pie', formData: { ...chart.formData, viz_type: 'pie', groupby: [PIES[chart.id].column], metric: 'count' } }
      : chart,
  );
  const view = renderWithApp(
    <>
      <ChartSlot layoutId="CHART-a" chartId={1} width="50%" height={300} />
      <ChartSlot layoutId="CHART-b" chartId={2} width="50%" height={300} />
    </>,
    { state: signedInState({ Admin: [] }) },
  );
  act(() => {
    view.store.dispatch(
      dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]), charts, filters: [] }),
    );
    for (const chartId of [1, 2]) {
      const { column, values } = PIES[chartId];
      view.store.dispatch(chartQueryStarted({ chartId, seq: 1, filtersKey: '{}' }));
      view.store.dispatch(
        chartQuerySucceeded({
          chartId,
          seq: 1,
          queriesResponse: [
            {
              colnames: [column, 'count'],
              coltypes: [1, 0],
              data: values.map((value, index) => ({ [column]: value, count: 10 - index })),
              rowcount: values.length,
            },
          ],
        }),
      );
    }
  });
}

async function fills(chartName: string, count: number): Promise<string[]> {
  const pie = screen.getByRole('region', { name: chartName });
  await waitFor(() => expect(pie.querySelectorAll('path.tessera-pie-slice')).toHaveLength(count));
  return [...pie.querySelectorAll('path.tessera-pie-slice')].map((slice) => slice.getAttribute('fill') ?? '');
}

describe('colours of a dashboard’s charts', () => {
  beforeEach(() => {
    resetColorNamespaces();
    resetColorRules();
  });
  afterAll(() => resetColorRules());

  it('without AvoidColorsCollision, two charts repeat the scheme’s first colours', async () => {
    renderTwoPies();
    const regions = await fills('Total revenue', 2);
    const channels = await fills('Orders', 3);
    expect(channels.filter((color) => regions.includes(color))).toHaveLength(2);
  });

  it('with AvoidColorsCollision, no two series of the dashboard share a colour', async () => {
    configureColorRules({ avoidColorsCollision: true });
    renderTwoPies();
    const regions = await fills('Total revenue', 2);
    const channels = await fills('Orders', 3);
    expect(new Set([...regions, ...channels]).size).toBe(5);
  });

  it('draws with the dashboard’s colour scheme and label colours', async () => {
    renderTwoPies({ color_scheme: 'd3Category10', label_colors: { web: '#123456' } });
    expect(await fills('Orders', 3)).toEqual(['#123456', '#1f77b4', '#ff7f0e']);
  });
});

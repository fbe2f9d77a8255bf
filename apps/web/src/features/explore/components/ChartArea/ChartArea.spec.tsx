import { render, screen, waitFor, within } from '@testing-library/react';
import type { ChartDataResponseResult } from '@tessera/viz';
import { birthsDatasource, stateCounts } from '../../explore.fixtures';
import { initialChartState, type ChartRuntimeState } from '../../explore.slice';
import { initialFormData } from '../../form-data';
import { ChartArea } from './ChartArea';

const tableFormData = initialFormData({ viz_type: 'table', groupby: ['state'], metrics: ['count'] }, birthsDatasource);

function succeeded(formData = tableFormData, result: ChartDataResponseResult = stateCounts): ChartRuntimeState {
  return { ...initialChartState, status: 'success', latestQueryFormData: formData, queriesResponse: [result] };
}

// Typing into selects is slow when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

describe('ChartArea', () => {
  it('draws a table result with the table plugin and reports the rendering', async () => {
    const onRendered = jest.fn();
    render(
      <ChartArea
        chart={succeeded()}
        formData={tableFormData}
        datasource={birthsDatasource}
        onRendered={onRendered}
        onRenderError={jest.fn()}
      />,
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['state', 'count']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['CA120', 'NY80']);
    expect(screen.getByText('2 rows')).toBeInTheDocument();
    await waitFor(() => expect(onRendered).toHaveBeenCalled());
  });

  it('draws a time series as an SVG line per series', async () => {
    const formData = initialFormData({ viz_type: 'echarts_timeseries_line', metrics: ['count'], groupby: [] }, birthsDatasource);
    const result: ChartDataResponseResult = {
      colnames: ['ds', 'count'],
      coltypes: [2, 0],
      rowcount: 3,
      data: [
        { ds: Date.UTC(2020, 0, 1), count: 5 },
        { ds: Date.UTC(2020, 0, 2), count: 9 },
        { ds: Date.UTC(2020, 0, 3), count: 7 },
      ],
    };
    const { container } = render(
      <ChartArea
        chart={succeeded(formData, result)}
        formData={formData}
        datasource={birthsDatasource}
        onRendered={jest.fn()}
        onRenderError={jest.fn()}
      />,
    );
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(container.querySelectorAll('path.tessera-line')).toHaveLength(1);
    expect(container.querySelector('path.tessera-line')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
  });

  it('redraws render-only controls without a new query', async () => {
    const current = { ...tableFormData, include_search: true };
    render(
      <ChartArea chart={succeeded()} formData={current} datasource={birthsDatasource} onRendered={jest.fn()} onRenderError={jest.fn()} />,
    );
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
  });

  it('shows the failure, the stopped notice and the first-run prompt', () => {
    const failed: ChartRuntimeState = {
      ...initialChartState,
      status: 'failed',
      alert: 'column "nope" does not exist',
      error: { message: 'column "nope" does not exist', errors: [] },
    };
    const { rerender } = render(
      <ChartArea chart={failed} formData={tableFormData} datasource={birthsDatasource} onRendered={jest.fn()} onRenderError={jest.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('column "nope" does not exist');

    rerender(
      <ChartArea
        chart={{ ...initialChartState, status: 'stopped', alert: 'Updating chart was stopped' }}
        formData={tableFormData}
        datasource={birthsDatasource}
        onRendered={jest.fn()}
        onRenderError={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Updating chart was stopped');

    rerender(
      <ChartArea
        chart={initialChartState}
        formData={tableFormData}
        datasource={birthsDatasource}
        onRendered={jest.fn()}
        onRenderError={jest.fn()}
      />,
    );
    expect(screen.getByText('Your chart is ready to go!')).toBeInTheDocument();
  });

  it("shows 'Missing dataset' instead of the prompt when the dataset does not exist", () => {
    render(
      <ChartArea
        chart={initialChartState}
        formData={tableFormData}
        datasource={{ ...birthsDatasource, id: 999, name: '[Missing Dataset]', missing: true }}
        onRendered={jest.fn()}
        onRenderError={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Missing dataset');
    expect(screen.queryByText('Your chart is ready to go!')).not.toBeInTheDocument();
  });
});

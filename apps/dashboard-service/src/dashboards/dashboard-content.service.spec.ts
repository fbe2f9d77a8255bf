import type { DashboardChartView } from '@tessera/contracts';
import type { ChartLinksClient } from '../charts/chart-links.client';
import { DashboardContentService } from './dashboard-content.service';

const layout = (chartIds: number[]) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: chartIds.map((id) => `CHART-${id}`) },
  ...Object.fromEntries(chartIds.map((id) => [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id } }])),
});

/** A chart service that knows charts 1..9, or is not answering when `existing` is null. */
function service(existing: number[] | null) {
  const asked: number[][] = [];
  const charts = {
    chartsIfAnswering: async (ids: number[]) => {
      asked.push(ids);
      return existing === null ? null : ids.filter((id) => existing.includes(id)).map((id) => ({ id }) as DashboardChartView);
    },
  } as unknown as ChartLinksClient;
  return { content: new DashboardContentService(charts), asked };
}

describe('dashboard content preparation', () => {
  it('leaves what was not sent alone', async () => {
    const { content, asked } = service([1]);
    expect(await content.prepare({})).toEqual({});
    expect(asked).toEqual([]);
  });

  it('moves positions out of the metadata into position_json and derives the chart links', async () => {
    const { content, asked } = service([1, 2]);
    const positions = layout([2, 1]);
    positions.GRID_ID.children.push('CHART-again');
    Object.assign(positions, { 'CHART-again': { id: 'CHART-again', type: 'CHART', children: [], meta: { chartId: 2 } } });
    const prepared = await content.prepare({
      json_metadata: JSON.stringify({ positions, color_scheme: 'nope' }),
      position_json: 'ignored',
    });
    expect(JSON.parse(prepared.jsonMetadata as string)).toEqual({ color_scheme: 'supersetColors' });
    expect(JSON.parse(prepared.positionJson as string)).toEqual(positions);
    expect(prepared.chartIds).toEqual([2, 1]);
    expect(asked).toEqual([[2, 1]]);
  });

  it('keeps position_json text as sent and clears the links with an empty layout', async () => {
    const { content } = service([1]);
    const text = JSON.stringify(layout([1]));
    expect(await content.prepare({ position_json: text })).toEqual({ positionJson: text, chartIds: [1] });
    expect(await content.prepare({ position_json: '' })).toEqual({ positionJson: null, chartIds: [] });
    expect(await content.prepare({ json_metadata: JSON.stringify({ positions: null }) })).toEqual({
      jsonMetadata: '{}',
      positionJson: null,
      chartIds: [],
    });
  });

  it('refuses a layout naming a chart that does not exist, naming the node', async () => {
    const { content } = service([1]);
    await expect(content.prepare({ position_json: JSON.stringify(layout([1, 5])) })).rejects.toThrow(
      'position_json: CHART-5 refers to chart 5, which does not exist',
    );
    await expect(content.prepare({ json_metadata: JSON.stringify({ positions: layout([5]) }) })).rejects.toThrow(
      'json_metadata: CHART-5 refers to chart 5',
    );
  });

  it('skips only the existence check when the chart service is not answering', async () => {
    const { content } = service(null);
    expect((await content.prepare({ position_json: JSON.stringify(layout([404])) })).chartIds).toEqual([404]);
    await expect(content.prepare({ position_json: '{"DASHBOARD_VERSION_KEY":"v1"}' })).rejects.toThrow('must be "v2"');
  });
});

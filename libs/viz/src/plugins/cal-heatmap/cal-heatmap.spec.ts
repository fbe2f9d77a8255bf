import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { buildQuery } from './build-query';
import type { CalHeatmapFormData } from './cal-heatmap.types';
import { layoutCalendar } from './calendar-layout';
import { calHeatmapChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const day = (month: number, date: number) => Date.UTC(2024, month, date);

const formData: CalHeatmapFormData = {
  datasource: '3__table',
  viz_type: 'cal_heatmap',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  domain_granularity: 'month',
  subdomain_granularity: 'day',
  linear_color_scheme: 'white_black',
  steps: 4,
  y_axis_format: ',d',
};

const result: ChartDataResponseResult = {
  colnames: ['__timestamp', 'count'],
  coltypes: [2, 0],
  rowcount: 4,
  data: [
    { __timestamp: day(0, 1), count: 0 },
    { __timestamp: day(0, 2), count: 10 },
    { __timestamp: day(1, 29), count: 40 },
    { __timestamp: day(0, 15), count: 25 },
  ],
};

const propsFor = (extra: Partial<CalHeatmapFormData> = {}) =>
  transformProps({ formData: { ...formData, ...extra }, queriesData: [result], width: 400, height: 300 });

describe('calendar heatmap', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it("asks for a legacy time series at the cell's grain, whatever grain the form holds", () => {
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({ is_timeseries: true, granularity: 'order_date', metrics: ['count'], extras: { time_grain_sqla: 'P1D' } });
    expect(buildQuery({ ...formData, subdomain_granularity: 'hour' }).queries[0].extras?.time_grain_sqla).toBe('PT1H');
  });

  it('lays days of a month out as a wall calendar: a row per weekday from Monday, a column per week', () => {
    const [january, february] = layoutCalendar([day(0, 5), day(1, 3)], 'month', 'day');
    expect([january.label, january.cells.length, january.rows, january.columns]).toEqual(['Jan 2024', 31, 7, 5]);
    // 1 January 2024 is a Monday; 31 January a Wednesday in the fifth week.
    expect(january.cells[0]).toMatchObject({ time: day(0, 1), column: 0, row: 0 });
    expect(january.cells[30]).toMatchObject({ column: 4, row: 2 });
    // 1 February 2024 is a Thursday.
    expect(february.cells[0]).toMatchObject({ column: 0, row: 3 });
    const hours = layoutCalendar([Date.UTC(2024, 0, 1, 5)], 'day', 'hour');
    expect([hours[0].cells.length, hours[0].rows, hours[0].columns]).toEqual([24, 6, 4]);
    expect(layoutCalendar([day(0, 5), day(11, 3)], 'year', 'month').map((block) => [block.label, block.columns, block.rows])).toEqual([
      ['2024', 4, 3],
    ]);
  });

  it('colours each cell by the step of the range its value falls in, empty periods grey', () => {
    const props = propsFor();
    const [january, february] = props.metrics[0].domains;
    const colorOf = (time: number) => [...january.cells, ...february.cells].find((cell) => cell.time === time)?.color;
    // white→black over 4 steps of 0–40: 0 in step 0 (white), 10 in step 1, 25 in step 2, 40 in the last (black).
    expect([day(0, 1), day(0, 2), day(0, 15), day(1, 29)].map(colorOf)).toEqual([
      'rgb(255, 255, 255)',
      'rgb(170, 170, 170)',
      'rgb(85, 85, 85)',
      'rgb(0, 0, 0)',
    ]);
    expect(colorOf(day(0, 3))).toBe('#ededed');
    expect(props.legend.map((step) => step.label)).toEqual(['0', '10', '20', '30']);
    expect(props.formatTime(day(0, 2))).toBe('2024-01-02');
  });

  it('draws every cell of each block with its label, a tooltip per cell, values and the legend', async () => {
    renderer.render(element, propsFor({ show_values: true }), {});
    expect(element.querySelectorAll('rect.tessera-calendar-cell')).toHaveLength(31 + 29);
    expect([...element.querySelectorAll('.tessera-calendar-domain-label')].map((node) => node.textContent)).toEqual([
      'Jan 2024',
      'Feb 2024',
    ]);
    expect(element.querySelector('.tessera-calendar-title')?.textContent).toBe('count');
    expect([...element.querySelectorAll('.tessera-calendar-value')].map((node) => node.textContent)).toEqual(['0', '10', '25', '40']);
    expect(element.querySelectorAll('.tessera-calendar-legend-step')).toHaveLength(4);
    element.querySelectorAll('rect.tessera-calendar-cell')[1].dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('2024-01-02');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('count: 10');
    await expect(calHeatmapChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });

  it('leaves out the legend and titles when asked and shows the empty state without rows', () => {
    renderer.render(element, propsFor({ show_legend: false, show_metric_name: false }), {});
    expect(element.querySelector('.tessera-calendar-legend')).toBeNull();
    expect(element.querySelector('.tessera-calendar-title')).toBeNull();
    element.innerHTML = '';
    renderer.render(element, transformProps({ formData, queriesData: [], width: 400, height: 300 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
  });
});

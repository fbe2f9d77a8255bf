import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { buildQuery } from './build-query';
import type { GanttFormData } from './gantt.types';
import { ganttChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const day = (date: number) => Date.UTC(2024, 0, date);
const weekLater = { expressionType: 'SQL' as const, sqlExpression: "order_date + INTERVAL '7 days'", label: 'week_after' };

const formData: GanttFormData = {
  datasource: '3__table',
  viz_type: 'gantt_chart',
  start_time: 'order_date',
  end_time: weekLater,
  y_axis: 'customer_name',
  series: 'status',
  tooltip_metrics: ['sum__sales'],
  tooltip_columns: ['order_date'],
  order_by_cols: ['["customer_name", true]'],
  color_scheme: 'supersetColors',
};

const result: ChartDataResponseResult = {
  colnames: ['order_date', 'week_after', 'customer_name', 'status', 'sum__sales'],
  coltypes: [2, 2, 1, 1, 0],
  rowcount: 3,
  data: [
    { order_date: day(1), week_after: day(8), customer_name: 'Alpine', status: 'Shipped', sum__sales: 1200 },
    { order_date: day(10), week_after: day(17), customer_name: 'Bayside', status: 'On Hold', sum__sales: 300 },
    { order_date: day(12), week_after: day(19), customer_name: 'Alpine', status: 'On Hold', sum__sales: 50 },
  ],
};

const propsFor = (extra: Partial<GanttFormData> = {}) =>
  transformProps({ formData: { ...formData, ...extra }, queriesData: [result], width: 500, height: 240 });

describe('gantt chart', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('asks for the start, end, y, series and tooltip columns once each, the tooltip metrics and the saved order', () => {
    const [query] = buildQuery(formData).queries;
    expect(query.columns).toEqual(['order_date', weekLater, 'customer_name', 'status']);
    expect(query.metrics).toEqual(['sum__sales']);
    expect(query.orderby).toEqual([['customer_name', true]]);
    expect(query.series_columns).toEqual(['status']);
  });

  it('puts a bar per row on its category, coloured by series, or on a row per category and series', () => {
    const props = propsFor();
    expect(props.rows).toEqual(['Alpine', 'Bayside']);
    expect(props.bars.map((bar) => [bar.row, bar.start, bar.end])).toEqual([
      [0, day(1), day(8)],
      [1, day(10), day(17)],
      [0, day(12), day(19)],
    ]);
    expect(props.bars[1].color).toBe(props.bars[2].color);
    expect(props.bars[0].color).not.toBe(props.bars[1].color);
    expect(props.legend.map((item) => item.label)).toEqual(['Shipped', 'On Hold']);
    expect(props.bars[0].details).toEqual([
      { label: 'sum__sales', value: '1.2k' },
      { label: 'order_date', value: String(day(1)) },
    ]);
    expect(propsFor({ subcategories: true }).rows).toEqual(['Alpine / Shipped', 'Bayside / On Hold', 'Alpine / On Hold']);
  });

  it('draws the bars along the time axis with row labels and legend, a tooltip per bar and drilling', async () => {
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor({ tooltipTimeFormat: '%Y-%m-%d' }), { onContextMenu });
    const bars = [...element.querySelectorAll('rect.tessera-gantt-bar')];
    expect(bars).toHaveLength(3);
    expect(Number(bars[0].getAttribute('x'))).toBe(0);
    expect(Number(bars[2].getAttribute('x')) + Number(bars[2].getAttribute('width'))).toBeCloseTo(
      Number(bars[0].getAttribute('width')) * (18 / 7),
      0,
    );
    expect([...element.querySelectorAll('.tessera-y-tick')].map((node) => node.textContent)).toEqual(['Alpine', 'Bayside']);
    expect(element.querySelectorAll('.tessera-legend-item')).toHaveLength(2);
    bars[1].dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('Bayside');
    expect([...element.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent).slice(0, 3)).toEqual([
      'Start: 2024-01-10',
      'End: 2024-01-17',
      'status: On Hold',
    ]);
    bars[1].dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 1, clientY: 2 }));
    expect(onContextMenu.mock.calls[0][0].filters).toEqual([
      { col: 'customer_name', op: '==', val: 'Bayside' },
      { col: 'status', op: '==', val: 'On Hold' },
    ]);
    await expect(ganttChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });

  it('shows the empty state without rows', () => {
    renderer.render(element, transformProps({ formData, queriesData: [], width: 400, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
  });
});

import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { barBoxes } from '../bar-common/bar-testing';
import { timeseriesBarChartPlugin } from './index';
import { renderer } from './renderer';
import type { TimeseriesBarFormData } from './timeseries-bar.types';
import { transformProps } from './transform-props';

const T1 = Date.UTC(2020, 0, 1);
const T2 = Date.UTC(2020, 0, 2);
const T3 = Date.UTC(2020, 0, 3);

const formData: TimeseriesBarFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['sum__num'],
  groupby: ['gender'],
  y_axis_format: ',d',
};

const result: ChartDataResponseResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  rowcount: 3,
  data: [
    { ds: T1, boy: 10, girl: 5 },
    { ds: T2, boy: 20, girl: 15 },
    { ds: T3, boy: 30, girl: null },
  ],
};

function propsFor(extra: Partial<TimeseriesBarFormData> = {}) {
  return transformProps({ formData: { ...formData, ...extra }, queriesData: [result], width: 600, height: 400 });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('time-series bar chart renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  // Plot: legend 18px + 12px on top, 28px below → 342px tall; ticks up to "30" leave 26px left → 558px wide.
  // Three bands of 148.8px every 186px starting at 18.6px; two series share a band at 72.49px each.
  it('draws grouped bars side by side at heights from the value scale', () => {
    renderer.render(element, propsFor(), {});
    expect(element.querySelector('g.tessera-plot')?.getAttribute('transform')).toBe('translate(26,30)');
    expect(barBoxes(element, 'boy')).toEqual([
      [18.6, 228, 72.49, 114],
      [204.6, 114, 72.49, 228],
      [390.6, 0, 72.49, 342],
    ]);
    expect(barBoxes(element, 'girl')).toEqual([
      [94.91, 285, 72.49, 57],
      [280.91, 171, 72.49, 171],
    ]);
    expect([...element.querySelectorAll('.tessera-category-tick')].map((node) => node.textContent)).toEqual([
      '2020-01-01',
      '2020-01-02',
      '2020-01-03',
    ]);
    expect([...element.querySelectorAll('.tessera-value-tick')].map((node) => node.textContent)).toEqual([
      '0',
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
    ]);
    expect([...element.querySelectorAll('.tessera-legend-item text')].map((node) => node.textContent)).toEqual(['boy', 'girl']);
  });

  it('stacks series on top of each other across the whole band', () => {
    renderer.render(element, propsFor({ stack: 'Stack', show_value: true }), {});
    // The stack reaches 35, so the axis runs to 35: 342px for 35 units (girl sits on boy's 10 and 20).
    expect(barBoxes(element, 'girl')).toEqual([
      [18.6, 195.43, 148.8, 48.86],
      [204.6, 0, 148.8, 146.57],
    ]);
    expect([...element.querySelectorAll('.tessera-value-label')].map((node) => node.textContent)).toEqual(['10', '20', '30', '5', '15']);
  });

  it('lays bars out horizontally with categories down the left axis', () => {
    renderer.render(element, propsFor({ orientation: 'horizontal', show_legend: false }), {});
    // 12px on top and 28px below leave 360px: bands of 96px every 120px from 12px, 46.77px per series;
    // "30" needs 15px on the right, so values 0–30 span 507px.
    expect(barBoxes(element, 'boy')).toEqual([
      [0, 12, 169, 46.77],
      [0, 132, 338, 46.77],
      [0, 252, 507, 46.77],
    ]);
    expect(barBoxes(element, 'girl')[0]).toEqual([0, 61.23, 84.5, 46.77]);
    const ticks = [...element.querySelectorAll('.tessera-category-tick')];
    expect(ticks.map((node) => node.getAttribute('text-anchor'))).toEqual(['end', 'end', 'end']);
  });

  it('shows every series of the hovered category and cross-filters or drills on click', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onCrossFilter, onContextMenu });
    const girlSecond = element.querySelectorAll('g.tessera-bar-series[data-series="girl"] rect.tessera-bar')[1];
    girlSecond.dispatchEvent(mouse('mousemove', 300, 200));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.style.display).toBe('block');
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('2020-01-02');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['boy: 20', 'girl: 15']);
    girlSecond.dispatchEvent(mouse('click'));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'gender',
      values: ['girl'],
      label: 'girl',
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    girlSecond.dispatchEvent(mouse('contextmenu', 40, 50));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 40,
      y: 50,
      filters: [
        { col: 'ds', op: '==', val: T2 },
        { col: 'gender', op: '==', val: 'girl' },
      ],
    });
  });

  it('hides a series from the legend and keeps it hidden across updates', () => {
    const handle = renderer.render(element, propsFor(), {});
    element.querySelectorAll('.tessera-legend-item')[0].dispatchEvent(mouse('click'));
    expect(barBoxes(element, 'boy')).toHaveLength(0);
    handle.update(propsFor({ show_value: true }));
    expect(barBoxes(element, 'boy')).toHaveLength(0);
    expect(barBoxes(element, 'girl')).toHaveLength(2);
  });

  it('shows the empty state without data and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(timeseriesBarChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { lineChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const T1 = Date.UTC(2020, 0, 1);
const T2 = Date.UTC(2020, 0, 2);
const T3 = Date.UTC(2020, 0, 3);

const formData: TimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
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
    { ds: T1, boy: 1000, girl: 5 },
    { ds: T2, boy: 20, girl: 15 },
    { ds: T3, boy: 30, girl: null },
  ],
};

function propsFor(extra: Partial<TimeseriesFormData> = {}, width = 600, height = 400) {
  return transformProps({ formData: { ...formData, ...extra }, queriesData: [result], width, height });
}

function mouse(type: string, clientX: number, clientY = 100): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('line chart renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('draws one path per series at positions computed from the scales', () => {
    renderer.render(element, propsFor(), {});
    const svg = element.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('600');
    const lines = element.querySelectorAll('path.tessera-line');
    expect(lines).toHaveLength(2);
    // Legend 18px + 12px gap on top, 28px axis below: plot 342px tall; ',d' ticks up to "1,000" leave 45px on the left.
    expect(element.querySelector('g.tessera-plot')?.getAttribute('transform')).toBe('translate(45,30)');
    expect(lines[0].getAttribute('d')).toBe('M0,0L269.5,335.16L539,331.74');
    expect(lines[1].getAttribute('d')).toBe('M0,340.29L269.5,336.87');
    expect([...element.querySelectorAll('.tessera-legend-item text')].map((node) => node.textContent)).toEqual(['boy', 'girl']);
    expect([...element.querySelectorAll('.tessera-y-tick')].map((node) => node.textContent)).toEqual([
      '0',
      '200',
      '400',
      '600',
      '800',
      '1,000',
    ]);
    expect(element.querySelectorAll('circle.tessera-marker')).toHaveLength(0);
  });

  it('draws markers and value labels when enabled', () => {
    renderer.render(element, propsFor({ markerEnabled: true, markerSize: 8, show_value: true }), {});
    const markers = element.querySelectorAll('circle.tessera-marker');
    expect(markers).toHaveLength(5);
    expect(markers[0].getAttribute('r')).toBe('4');
    expect([...element.querySelectorAll('.tessera-value-label')].map((node) => node.textContent)).toEqual(['1,000', '20', '30', '5', '15']);
  });

  it('shows every series at the hovered x in the tooltip', () => {
    renderer.render(element, propsFor(), {});
    element.querySelector('rect.tessera-hover-area')?.dispatchEvent(mouse('mousemove', 270, 300));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.style.display).toBe('block');
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('2020-01-02');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['boy: 20', 'girl: 15']);
    expect(element.querySelector('.tessera-hover-line')?.getAttribute('x1')).toBe('269.5');
    element.querySelector('g.tessera-plot')?.dispatchEvent(new MouseEvent('mouseleave'));
    expect(tooltip.style.display).toBe('none');
  });

  it('cross-filters on the clicked series and opens the drill menu for the point under the pointer', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onCrossFilter, onContextMenu });
    const [boy] = element.querySelectorAll('path.tessera-line');
    boy.dispatchEvent(mouse('click', 10));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'gender',
      values: ['boy'],
      label: 'boy',
      filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
    });
    boy.dispatchEvent(mouse('contextmenu', 530, 40));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 530,
      y: 40,
      filters: [
        { col: 'ds', op: '==', val: T3 },
        { col: 'gender', op: '==', val: 'boy' },
      ],
    });
  });

  it('clears the cross-filter when the selected series is clicked again and fades the others', () => {
    const onCrossFilter = jest.fn();
    const props = transformProps({ formData, queriesData: [result], width: 600, height: 400, hooks: { crossFilterValues: ['boy'] } });
    renderer.render(element, props, { onCrossFilter });
    const groups = element.querySelectorAll<SVGGElement>('g.tessera-series-group');
    expect(groups[1].style.opacity).toBe('0.3');
    element.querySelector('path.tessera-line')?.dispatchEvent(mouse('click', 10));
    expect(onCrossFilter).toHaveBeenCalledWith({ column: 'gender', values: [], label: 'boy', filters: [] });
  });

  it('hides a series from a legend click and keeps it hidden across updates', () => {
    const handle = renderer.render(element, propsFor(), {});
    element.querySelectorAll('.tessera-legend-item')[1].dispatchEvent(mouse('click', 0));
    expect(element.querySelectorAll('path.tessera-line')).toHaveLength(1);
    handle.update(propsFor({}, 800, 300));
    expect(element.querySelector('svg')?.getAttribute('width')).toBe('800');
    expect(element.querySelectorAll('path.tessera-line')).toHaveLength(1);
    expect((element.querySelectorAll('.tessera-legend-item')[1] as SVGGElement).style.opacity).toBe('0.35');
  });

  it('shows the empty state without data and removes everything on destroy', () => {
    const onRendered = jest.fn();
    const handle = renderer.render(element, transformProps({ formData, queriesData: [], width: 300, height: 200 }), { onRendered });
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    expect(onRendered).toHaveBeenCalledTimes(1);
    handle.destroy();
    expect(element.innerHTML).toBe('');
  });

  it('loads the same renderer lazily through the plugin', async () => {
    await expect(lineChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

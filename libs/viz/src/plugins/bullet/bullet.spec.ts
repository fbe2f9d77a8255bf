import { getControlDefaults, validateFormData } from '../../core/controls/control-state';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { BulletFormData } from './bullet.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { bulletChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: BulletFormData = { datasource: '3__table', viz_type: 'bullet', metric: 'sum__sales' };
const result: ChartDataResponseResult = { colnames: ['sum__sales'], coltypes: [0], rowcount: 1, data: [{ sum__sales: 80 }] };

function propsFor(extra: Partial<BulletFormData> = {}) {
  return transformProps({ formData: { ...formData, ...extra }, queriesData: [result], width: 336, height: 100 });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('bullet chart', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('asks for the one metric, ungrouped', () => {
    const [query] = buildQuery({ ...formData, adhoc_filters: [] }).queries;
    expect(query).toMatchObject({ columns: [], metrics: ['sum__sales'] });
  });

  it('reads ranges, markers and marker lines with their labels from the comma-separated controls', () => {
    const props = propsFor({
      ranges: '50, 100,150',
      range_labels: 'poor,good,great',
      markers: '90',
      marker_labels: 'target',
      marker_lines: '120',
    });
    expect(props.measure).toBe(80);
    expect(props.ranges).toEqual([
      { value: 150, label: 'great' },
      { value: 100, label: 'good' },
      { value: 50, label: 'poor' },
    ]);
    expect(props.markers).toEqual([{ value: 90, label: 'target' }]);
    expect(props.markerLines).toEqual([{ value: 120, label: '' }]);
  });

  it("falls back to one range from 0 to 110 % of the value, as Superset's bullet does", () => {
    expect(propsFor().ranges.map((range) => range.value)).toEqual([88, 0]);
  });

  it('draws the ranges darker towards zero, the measure across them, markers and lines, and an axis', () => {
    renderer.render(element, propsFor({ ranges: '50,100', markers: '90', marker_lines: '60' }), {});
    const ranges = [...element.querySelectorAll('rect.tessera-bullet-range')];
    expect(ranges.map((range) => range.getAttribute('fill'))).toEqual(['#eeeeee', '#dddddd']);
    // 300 px of plot for 0..100.
    expect(ranges.map((range) => range.getAttribute('width'))).toEqual(['300', '150']);
    expect(element.querySelector('rect.tessera-bullet-measure')?.getAttribute('width')).toBe('240');
    expect(element.querySelectorAll('path.tessera-bullet-marker')).toHaveLength(1);
    expect(element.querySelector('line.tessera-bullet-marker-line')?.getAttribute('x1')).toBe('180');
    expect(element.querySelectorAll('.tessera-bullet-tick').length).toBeGreaterThan(1);
  });

  it('shows each part on hover and drills to every row on right-click', () => {
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor({ markers: '90', marker_labels: 'target' }), { onContextMenu });
    element.querySelector('path.tessera-bullet-marker')!.dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('target');
    expect(tooltip.querySelector('.tessera-tooltip-row')?.textContent).toBe('sum__sales: 90');
    element.querySelector('rect.tessera-bullet-measure')!.dispatchEvent(mouse('contextmenu', 1, 2));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 1, y: 2, filters: [] });
  });

  it('shows the empty state without a value, requires a metric, and loads lazily', async () => {
    renderer.render(element, transformProps({ formData, queriesData: [], width: 300, height: 100 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    expect(validateFormData(controlPanel, getControlDefaults(controlPanel, { columns: [] }))).toEqual({
      metric: ['This is a required field'],
    });
    await expect(bulletChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

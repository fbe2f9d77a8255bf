import { resetColorNamespaces } from '../../color/color-namespace';
import { roundedAttrs } from '../bar-common/bar-testing';
import { boxplotResult } from './box-plot.fixtures';
import type { BoxPlotFormData } from './box-plot.types';
import { boxPlotChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: BoxPlotFormData = {
  datasource: '4__table',
  viz_type: 'box_plot',
  columns: ['name'],
  groupby: ['gender'],
  metrics: ['sum__num'],
};

describe('box plot renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
    renderer.render(element, transformProps({ formData, queriesData: [boxplotResult], width: 400, height: 300 }), {});
  });

  afterEach(() => element.remove());

  // 400×300: 12px on top, 28px below → 260px for 0–10 (26px per unit); "10" leaves 26px → 358px wide,
  // two bands of 143.2px at 17.9px and 196.9px (centres 89.5 and 268.5).
  it('draws quartile boxes, medians, whiskers and outliers at their values', () => {
    const [boy, girl] = element.querySelectorAll('g.tessera-box-group');
    expect(boy.getAttribute('data-box')).toBe('boy');
    expect(roundedAttrs(boy.querySelector('rect.tessera-box'), ['x', 'y', 'width', 'height'])).toEqual([17.9, 156, 143.2, 52]);
    expect(roundedAttrs(girl.querySelector('rect.tessera-box'), ['x', 'y', 'width', 'height'])).toEqual([196.9, 104, 143.2, 130]);
    expect(roundedAttrs(boy.querySelector('.tessera-box-median'), ['x1', 'x2', 'y1'])).toEqual([17.9, 161.1, 182]);
    expect(roundedAttrs(boy.querySelector('.tessera-box-whisker'), ['x1', 'y1', 'y2'])).toEqual([89.5, 234, 130]);
    expect(boy.querySelectorAll('.tessera-box-cap')).toHaveLength(2);
    expect([...element.querySelectorAll('circle.tessera-box-outlier')].map((node) => roundedAttrs(node, ['cx', 'cy']))).toEqual([
      [89.5, 26],
    ]);
    expect([...element.querySelectorAll('.tessera-category-tick')].map((node) => node.textContent)).toEqual(['boy', 'girl']);
    expect([...element.querySelectorAll('.tessera-value-tick')].map((node) => node.textContent)).toEqual(['0', '2', '4', '6', '8', '10']);
  });

  it("lists a box's statistics on hover and an outlier's value on the dot", () => {
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    element.querySelector('rect.tessera-box')?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('boy');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual([
      'Max: 5',
      '3rd Quartile: 4',
      'Mean: 3.5',
      'Median: 3',
      '1st Quartile: 2',
      'Min: 1',
      '# Observations: 6',
    ]);
    element.querySelector('circle.tessera-box-outlier')?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['Outlier: 9']);
  });

  it('cross-filters and drills on the clicked box', () => {
    element.remove();
    element = document.createElement('div');
    document.body.appendChild(element);
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, transformProps({ formData, queriesData: [boxplotResult], width: 400, height: 300 }), {
      onCrossFilter,
      onContextMenu,
    });
    const girl = element.querySelectorAll('rect.tessera-box')[1];
    girl.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'gender',
      values: ['girl'],
      label: 'girl',
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    girl.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 3, clientY: 4 }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 3, y: 4, filters: [{ col: 'gender', op: '==', val: 'girl' }] });
  });

  it('shows the empty state without rows and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(boxPlotChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { barBoxes } from '../bar-common/bar-testing';
import type { DistBarFormData } from './dist-bar.types';
import { distBarChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: DistBarFormData = {
  datasource: '7__table',
  viz_type: 'dist_bar',
  metrics: ['sum__num'],
  groupby: ['state'],
  columns: ['gender'],
  bar_stacked: true,
};

const result: ChartDataResponseResult = {
  colnames: ['state', 'boy', 'girl'],
  coltypes: [1, 0, 0],
  rowcount: 3,
  data: [
    { state: 'TX', boy: 5, girl: null },
    { state: 'CA', boy: 10, girl: 30 },
    { state: 'NY', boy: 20, girl: 5 },
  ],
};

describe('categorical bar chart renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  // 600×400: legend row + 12px on top (30px), 28px below → 342px of plot for 0–40; "40" leaves 26px left.
  it('stacks breakdowns per category in metric order', () => {
    renderer.render(element, transformProps({ formData, queriesData: [result], width: 600, height: 400 }), {});
    expect(element.querySelector('g.tessera-plot')?.getAttribute('transform')).toBe('translate(26,30)');
    expect([...element.querySelectorAll('.tessera-category-tick')].map((node) => node.textContent)).toEqual(['CA', 'NY', 'TX']);
    expect([...element.querySelectorAll('.tessera-value-tick')].map((node) => node.textContent)).toEqual(['0', '10', '20', '30', '40']);
    expect(barBoxes(element, 'boy')).toEqual([
      [18.6, 256.5, 148.8, 85.5],
      [204.6, 171, 148.8, 171],
      [390.6, 299.25, 148.8, 42.75],
    ]);
    expect(barBoxes(element, 'girl')).toEqual([
      [18.6, 0, 148.8, 256.5],
      [204.6, 128.25, 148.8, 42.75],
    ]);
    expect(element.querySelectorAll('rect.tessera-bar')[0].getAttribute('fill')).toBe('#1FA8C9');
  });

  it('cross-filters on the breakdown and drills on the category and breakdown of a bar', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, transformProps({ formData, queriesData: [result], width: 600, height: 400 }), {
      onCrossFilter,
      onContextMenu,
    });
    const girlInCa = element.querySelector('g.tessera-bar-series[data-series="girl"] rect.tessera-bar') as SVGRectElement;
    girlInCa.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'gender',
      values: ['girl'],
      label: 'girl',
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    girlInCa.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 5, clientY: 6 }));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 5,
      y: 6,
      filters: [
        { col: 'state', op: '==', val: 'CA' },
        { col: 'gender', op: '==', val: 'girl' },
      ],
    });
  });

  it('loads the shared bar renderer through the plugin', async () => {
    await expect(distBarChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

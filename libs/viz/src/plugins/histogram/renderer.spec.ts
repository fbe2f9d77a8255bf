import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { barBoxes } from '../bar-common/bar-testing';
import type { HistogramFormData } from './histogram.types';
import { histogramChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: HistogramFormData = {
  datasource: '5__table',
  viz_type: 'histogram_v2',
  column: 'num',
  groupby: [],
  show_legend: false,
  show_value: true,
};

const result: ChartDataResponseResult = {
  colnames: ['0.0 - 2.5', '2.5 - 5.0', '5.0 - 7.5', '7.5 - 10.0'],
  coltypes: [0, 0, 0, 0],
  rowcount: 1,
  data: [{ '0.0 - 2.5': 4, '2.5 - 5.0': 10, '5.0 - 7.5': 0, '7.5 - 10.0': 6 }],
};

describe('histogram renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  // 440×240 without legend: 12px on top, 28px below → 200px for counts 0–10; "10" leaves 26px → 398px wide,
  // four bands every 398/4 = 99.5px, 79.6px wide, starting 9.95px in.
  it('draws one bar per bin with heights proportional to the counts', () => {
    renderer.render(element, transformProps({ formData, queriesData: [result], width: 440, height: 240 }), {});
    expect(element.querySelector('g.tessera-plot')?.getAttribute('transform')).toBe('translate(26,12)');
    expect(barBoxes(element, 'num')).toEqual([
      [9.95, 120, 79.6, 80],
      [109.45, 0, 79.6, 200],
      [208.95, 200, 79.6, 0],
      [308.45, 80, 79.6, 120],
    ]);
    expect([...element.querySelectorAll('.tessera-category-tick')].map((node) => node.textContent)).toEqual([
      '0 - 2.5',
      '2.5 - 5',
      '5 - 7.5',
      '7.5 - 10',
    ]);
    expect([...element.querySelectorAll('.tessera-value-label')].map((node) => node.textContent)).toEqual(['4', '10', '0', '6']);
    expect(element.querySelector('.tessera-legend')).toBeNull();
  });

  it('tooltips the bin range and count', () => {
    renderer.render(element, transformProps({ formData, queriesData: [result], width: 440, height: 240 }), {});
    element
      .querySelectorAll('rect.tessera-bar')[1]
      .dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 100, clientY: 50 }));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('2.5 - 5');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['num: 10']);
  });

  it('loads the shared bar renderer through the plugin', async () => {
    await expect(histogramChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

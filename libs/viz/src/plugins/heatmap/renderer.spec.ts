import { roundedAttrs } from '../bar-common/bar-testing';
import { heatmapResult } from './heatmap.fixtures';
import type { HeatmapFormData } from './heatmap.types';
import { heatmapChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: HeatmapFormData = {
  datasource: '2__table',
  viz_type: 'heatmap_v2',
  x_axis: 'state',
  groupby: ['gender'],
  metric: 'sum__num',
  linear_color_scheme: 'white_black',
  show_values: true,
};

describe('heatmap renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  // 420×270: legend 30px + 8px on top, 24px below → 208px; "girl" (26.4px) + 10 leaves 37px → 367px wide.
  // Two columns every 367/2.03 px and two rows every 208/2.03 px, 3 % padding around cells.
  it('draws a cell per x/y pair with its colour, value label and axis labels', () => {
    renderer.render(element, transformProps({ formData, queriesData: [heatmapResult], width: 420, height: 270 }), {});
    expect(element.querySelector('g.tessera-plot')?.getAttribute('transform')).toBe('translate(37,38)');
    const cells = [...element.querySelectorAll('rect.tessera-heatmap-cell')];
    expect(cells).toHaveLength(4);
    const step = { x: 367 / 2.03, y: 208 / 2.03 };
    const round = (value: number) => Math.round(value * 100) / 100;
    expect(roundedAttrs(cells[0], ['x', 'y', 'width', 'height'])).toEqual([
      round(step.x * 1.03),
      round(step.y * 0.03),
      round(step.x * 0.97),
      round(step.y * 0.97),
    ]);
    expect(cells.map((cell) => cell.getAttribute('fill'))).toEqual([
      'rgb(85, 85, 85)',
      'rgb(255, 255, 255)',
      'rgb(170, 170, 170)',
      'rgb(0, 0, 0)',
    ]);
    expect([...element.querySelectorAll('.tessera-heatmap-value')].map((node) => node.textContent)).toEqual(['30', '10', '20', '40']);
    expect([...element.querySelectorAll('.tessera-x-tick')].map((node) => node.textContent)).toEqual(['CA', 'NY']);
    expect([...element.querySelectorAll('.tessera-y-tick')].map((node) => node.textContent)).toEqual(['boy', 'girl']);
    expect(element.querySelector('.tessera-heatmap-legend-low')?.textContent).toBe('10');
    expect(element.querySelector('.tessera-heatmap-legend-high')?.textContent).toBe('40');
    expect(element.querySelectorAll('linearGradient stop')).toHaveLength(10);
  });

  it('names the hovered cell in the tooltip and drills on its x and y values', () => {
    const onContextMenu = jest.fn();
    renderer.render(element, transformProps({ formData, queriesData: [heatmapResult], width: 420, height: 270 }), { onContextMenu });
    const nyGirl = element.querySelectorAll('rect.tessera-heatmap-cell')[3];
    nyGirl.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual([
      'state: NY',
      'gender: girl',
      'sum__num: 40',
      'Percentage: 40.00%',
    ]);
    nyGirl.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 7, clientY: 8 }));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 7,
      y: 8,
      filters: [
        { col: 'state', op: '==', val: 'NY' },
        { col: 'gender', op: '==', val: 'girl' },
      ],
    });
  });

  it('leaves the legend out when hidden, shows the empty state without rows and loads lazily', async () => {
    renderer.render(
      element,
      transformProps({ formData: { ...formData, show_legend: false }, queriesData: [heatmapResult], width: 420, height: 270 }),
      {},
    );
    expect(element.querySelector('.tessera-heatmap-legend')).toBeNull();
    expect(element.querySelector('g.tessera-plot')?.getAttribute('transform')).toBe('translate(37,8)');
    element.innerHTML = '';
    renderer.render(element, transformProps({ formData, queriesData: [], width: 420, height: 270 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(heatmapChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

import { resetColorNamespaces } from '../../color/color-namespace';
import { roundedAttrs } from '../bar-common/bar-testing';
import { bubbleFormData, bubbleResult } from './bubble.fixtures';
import { bubbleChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const props = (extra = {}) =>
  transformProps({ formData: { ...bubbleFormData, ...extra }, queriesData: [bubbleResult], width: 500, height: 400 });
const circles = (element: HTMLElement) => [...element.querySelectorAll('circle.tessera-bubble')];

describe('bubble chart renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  // 500×400, largest bubble 40px (20px of padding around the plot): legend 18 + 12 + 20 on top,
  // 28 + 20 below → 302px tall for life 0–30; "30" + 12 + 20 on the left, 36 on the right → 418px for gdp 0–4.
  it('places bubbles by x and y with areas proportional to the size metric, largest drawn first', () => {
    renderer.render(element, props(), {});
    expect(element.querySelector('g.tessera-plot')?.getAttribute('transform')).toBe('translate(46,50)');
    expect(circles(element).map((node) => node.getAttribute('data-entity'))).toEqual(['C', 'A', 'B']);
    expect(circles(element).map((node) => roundedAttrs(node, ['cx', 'cy', 'r']))).toEqual([
      [418, 100.67, 20],
      [104.5, 201.33, 10],
      [313.5, 0, 5],
    ]);
    expect([...element.querySelectorAll('.tessera-x-tick')].map((node) => node.textContent)).toEqual(['0', '1', '2', '3', '4']);
    expect([...element.querySelectorAll('.tessera-legend-item text')].map((node) => node.textContent)).toEqual(['north', 'south']);
  });

  it('uses logarithmic axes when asked', () => {
    renderer.render(element, props({ logYAxis: true }), {});
    // log10 over 10–100 after nicing: life 10 sits on the bottom edge, 30 at log10(3) of the height.
    const [c, a, b] = circles(element).map((node) => roundedAttrs(node, ['cy'])[0]);
    expect(a).toBe(302);
    expect(b).toBeCloseTo(302 * (1 - Math.log10(3)), 1);
    expect(c).toBeCloseTo(302 * (1 - Math.log10(2)), 1);
  });

  it('tooltips the three values, hides a series from the legend and drills on the entity', () => {
    const onContextMenu = jest.fn();
    renderer.render(element, props(), { onContextMenu });
    const b = circles(element)[2];
    b.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('B');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual([
      'gdp: 3',
      'life: 30',
      'population: 25',
    ]);
    b.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 1, clientY: 2 }));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 1,
      y: 2,
      filters: [
        { col: 'country', op: '==', val: 'B' },
        { col: 'region', op: '==', val: 'south' },
      ],
    });
    element.querySelectorAll('.tessera-legend-item')[0].dispatchEvent(new MouseEvent('click'));
    expect(circles(element).map((node) => node.getAttribute('data-entity'))).toEqual(['B']);
  });

  it('shows the empty state without rows and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData: bubbleFormData, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(bubbleChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

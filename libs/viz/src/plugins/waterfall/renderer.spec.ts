import { waterfallChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';
import { PROFIT_FORM_DATA, PROFIT_RESULT, Q1 } from './waterfall.fixtures';
import type { WaterfallFormData } from './waterfall.types';

function propsFor(extra: Partial<WaterfallFormData> = {}) {
  return transformProps({ formData: { ...PROFIT_FORM_DATA, ...extra }, queriesData: [PROFIT_RESULT], width: 500, height: 300 });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('waterfall renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  const bars = () => [...element.querySelectorAll<SVGRectElement>('rect.tessera-waterfall-bar')];
  const span = (bar: SVGRectElement) => [Number(bar.getAttribute('y')), Number(bar.getAttribute('y')) + Number(bar.getAttribute('height'))];

  it('floats each bar from the running total before it to the one after, totals from zero', () => {
    renderer.render(element, propsFor(), {});
    const [first, second, total] = bars();
    expect(bars().map((bar) => bar.getAttribute('fill'))).toEqual(['#5ac189', '#e04355', '#666666']);
    // The decrease hangs from the top of the first bar down to where the total ends.
    expect(span(second)[0]).toBeCloseTo(span(first)[0]);
    expect(span(second)[1]).toBeCloseTo(span(total)[0]);
    expect(span(total)[1]).toBeCloseTo(span(first)[1]);
    expect([...element.querySelectorAll('.tessera-category-tick')].map((node) => node.textContent)).toEqual([
      '2024-01',
      '2024-04',
      'Total',
    ]);
    expect([...element.querySelectorAll('.tessera-legend-item text')].map((node) => node.textContent)).toEqual([
      'Increase',
      'Decrease',
      'Total',
    ]);
  });

  it('labels the values and titles the axes when asked', () => {
    renderer.render(element, propsFor({ show_value: true, show_legend: false, x_axis_label: 'Quarter', y_axis_label: 'Profit' }), {});
    expect([...element.querySelectorAll('.tessera-value-label')].map((node) => node.textContent)).toEqual(['70', '-30', '40']);
    expect([...element.querySelectorAll('.tessera-axis-title')].map((node) => node.textContent)).toEqual(['Quarter', 'Profit']);
    expect(element.querySelectorAll('.tessera-legend-item')).toHaveLength(0);
  });

  it('shows the step and the running total on hover, and drills to a step but not to a total', () => {
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor({ groupby: ['deal_size'] }), { onContextMenu });
    bars()[1].dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('Small');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['Decrease: -30', 'Total: 70']);
    bars()[1].dispatchEvent(mouse('contextmenu', 4, 5));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 4,
      y: 5,
      filters: [
        { col: 'quarter', op: '==', val: Q1 },
        { col: 'deal_size', op: '==', val: 'Small' },
      ],
    });
    bars()[2].dispatchEvent(mouse('contextmenu'));
    expect(onContextMenu).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state without rows, and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData: PROFIT_FORM_DATA, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(waterfallChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

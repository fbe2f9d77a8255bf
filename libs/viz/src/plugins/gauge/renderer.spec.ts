import { resetColorNamespaces } from '../../color/color-namespace';
import { REVENUE_FORM_DATA, REVENUE_RESULT } from './gauge.fixtures';
import type { GaugeFormData } from './gauge.types';
import { gaugeChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

function propsFor(extra: Partial<GaugeFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...REVENUE_FORM_DATA, ...extra }, queriesData: [REVENUE_RESULT], width: 300, height: 300, hooks });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

/** The end point of a pointer path `M…L<tip>L…Z`, relative to the dial's centre. */
function pointerTip(path: Element): [number, number] {
  const [, tip] = (path.getAttribute('d') ?? '').slice(1, -1).split('L');
  return tip.split(',').map(Number) as [number, number];
}

describe('gauge renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('draws the axis, a progress bar and pointer per item, labels at each split, and the values under the centre', () => {
    renderer.render(element, propsFor(), {});
    expect(element.querySelectorAll('path.tessera-gauge-axis')).toHaveLength(1);
    expect(element.querySelectorAll('path.tessera-gauge-progress')).toHaveLength(2);
    expect([...element.querySelectorAll('.tessera-gauge-label')].map((node) => node.textContent)).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
      '100',
    ]);
    expect([...element.querySelectorAll('.tessera-gauge-title')].map((node) => node.textContent)).toEqual([
      'deal_size: Small',
      'deal_size: Large',
    ]);
    expect([...element.querySelectorAll('.tessera-gauge-value')].map((node) => node.textContent)).toEqual(['25', '75']);
  });

  it('points at each value between the start and end angles', () => {
    renderer.render(element, propsFor({ start_angle: 180, end_angle: 0 }), {});
    const [small, large] = [...element.querySelectorAll('path.tessera-gauge-pointer')].map(pointerTip);
    // A half circle from nine to three o'clock: 25 % points up-left, 75 % up-right.
    expect(small[0]).toBeLessThan(0);
    expect(small[1]).toBeLessThan(0);
    expect(large[0]).toBeCloseTo(-small[0], 5);
    expect(large[1]).toBeCloseTo(small[1], 5);
  });

  it('leaves out pointer and progress when turned off, and draws ticks, split lines and interval colours when on', () => {
    renderer.render(
      element,
      propsFor({
        show_pointer: false,
        show_progress: false,
        show_axis_tick: true,
        show_split_line: true,
        split_number: 4,
        intervals: '50,100',
      }),
      {},
    );
    expect(element.querySelectorAll('path.tessera-gauge-pointer, path.tessera-gauge-progress')).toHaveLength(0);
    expect(element.querySelectorAll('line.tessera-gauge-split')).toHaveLength(5);
    expect(element.querySelectorAll('line.tessera-gauge-tick')).toHaveLength(16);
    const axes = element.querySelectorAll('path.tessera-gauge-axis');
    expect(axes).toHaveLength(2);
    expect(axes[0].getAttribute('fill')).not.toBe(axes[1].getAttribute('fill'));
  });

  it('gives each item a ring of its own when progress bars do not overlap', () => {
    renderer.render(element, propsFor({ overlap: false }), {});
    const [small, large] = element.querySelectorAll('path.tessera-gauge-progress');
    expect(small.getAttribute('d')).not.toBe(large.getAttribute('d'));
  });

  it('shows the value on hover, cross-filters on click, fades unselected items and drills on right-click', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor({}, { crossFilterValues: ['Large'] }), { onCrossFilter, onContextMenu });
    const progress = element.querySelectorAll<SVGPathElement>('path.tessera-gauge-progress');
    expect([...progress].map((path) => path.style.opacity)).toEqual(['0.3', '1']);
    // A faded item's name and value are hidden, as in Superset.
    expect([...element.querySelectorAll('.tessera-gauge-value')].map((node) => node.textContent)).toEqual(['75']);
    progress[1].dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('deal_size: Large');
    expect(tooltip.querySelector('.tessera-tooltip-row')?.textContent).toBe('sum__sales: 75');
    progress[0].dispatchEvent(mouse('click'));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'deal_size',
      values: ['Small'],
      label: 'Small',
      filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }],
    });
    element.querySelectorAll('path.tessera-gauge-pointer')[1].dispatchEvent(mouse('contextmenu', 40, 50));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 40, y: 50, filters: [{ col: 'deal_size', op: '==', val: 'Large' }] });
  });

  it('shows the empty state without rows, and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData: REVENUE_FORM_DATA, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(gaugeChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

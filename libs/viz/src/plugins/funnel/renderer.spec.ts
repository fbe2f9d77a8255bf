import { resetColorNamespaces } from '../../color/color-namespace';
import { PIPELINE_FORM_DATA, PIPELINE_RESULT } from './funnel.fixtures';
import type { FunnelFormData } from './funnel.types';
import { funnelChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

function propsFor(extra: Partial<FunnelFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...PIPELINE_FORM_DATA, ...extra }, queriesData: [PIPELINE_RESULT], width: 416, height: 300, hooks });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('funnel renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('draws one band per step, as wide as its value against the largest, narrowing to a point', () => {
    renderer.render(element, propsFor({ show_legend: false }), {});
    const steps = element.querySelectorAll('path.tessera-funnel-step');
    expect(steps).toHaveLength(4);
    // 400 px wide plot centred at 208; 284 px high from 8 px: 71 px per step.
    expect(steps[0].getAttribute('d')).toBe('M8,8L408,8L288,79L128,79Z');
    expect(steps[3].getAttribute('d')).toBe('M198,221L218,221L208,292L208,292Z');
    expect([...element.querySelectorAll('.tessera-funnel-label')].map((node) => node.textContent)).toEqual([
      'Visited',
      'Signed up',
      'Trial',
      'Paid',
    ]);
  });

  it('puts a legend of the steps on top, and no labels when they are off', () => {
    renderer.render(element, propsFor({ show_labels: false }), {});
    expect([...element.querySelectorAll('.tessera-legend-item text')].map((node) => node.textContent)).toEqual([
      'Visited',
      'Signed up',
      'Trial',
      'Paid',
    ]);
    expect(element.querySelectorAll('.tessera-funnel-label')).toHaveLength(0);
    expect(Number(/M[\d.]+,([\d.]+)/.exec(element.querySelector('path.tessera-funnel-step')!.getAttribute('d')!)![1])).toBeGreaterThan(8);
  });

  it('shows the step in a tooltip on hover, unless tooltips are off', () => {
    renderer.render(element, propsFor(), {});
    element.querySelectorAll('path.tessera-funnel-step')[1].dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.style.display).toBe('block');
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('Signed up');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['count: 400', ': 40.00%']);
    element.innerHTML = '';
    renderer.render(element, propsFor({ show_tooltip_labels: false }), {});
    element.querySelectorAll('path.tessera-funnel-step')[1].dispatchEvent(mouse('mousemove'));
    expect((element.querySelector('.tessera-tooltip') as HTMLElement).style.display).toBe('none');
  });

  it('cross-filters on a clicked step, fades the others while selected, and drills on right-click', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor({}, { crossFilterValues: ['Trial'] }), { onCrossFilter, onContextMenu });
    const steps = element.querySelectorAll<SVGPathElement>('path.tessera-funnel-step');
    expect([...steps].map((step) => step.style.opacity)).toEqual(['0.3', '0.3', '1', '0.3']);
    steps[1].dispatchEvent(mouse('click'));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'stage',
      values: ['Signed up'],
      label: 'Signed up',
      filters: [{ col: 'stage', op: 'IN', val: ['Signed up'] }],
    });
    steps[2].dispatchEvent(mouse('click'));
    expect(onCrossFilter).toHaveBeenLastCalledWith(expect.objectContaining({ values: [] }));
    steps[3].dispatchEvent(mouse('contextmenu', 50, 60));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 50, y: 60, filters: [{ col: 'stage', op: '==', val: 'Paid' }] });
  });

  it('shows the empty state without rows, and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData: PIPELINE_FORM_DATA, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(funnelChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

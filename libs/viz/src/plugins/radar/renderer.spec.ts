import { resetColorNamespaces } from '../../color/color-namespace';
import { radarChartPlugin } from './index';
import { TEAMS_FORM_DATA, TEAMS_RESULT } from './radar.fixtures';
import type { RadarFormData } from './radar.types';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

function propsFor(extra: Partial<RadarFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...TEAMS_FORM_DATA, ...extra }, queriesData: [TEAMS_RESULT], width: 400, height: 400, hooks });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

function points(path: Element): number[][] {
  return (path.getAttribute('d') ?? '')
    .slice(1, -1)
    .split('L')
    .map((pair) => pair.split(',').map((value) => Math.round(Number(value))));
}

describe('radar renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('draws five rings, a named spoke per metric, and a closed line per group through its values', () => {
    renderer.render(element, propsFor({ show_legend: false }), {});
    expect(element.querySelectorAll('path.tessera-radar-ring')).toHaveLength(5);
    expect([...element.querySelectorAll('.tessera-radar-indicator')].map((node) => node.textContent)).toEqual(['speed', 'power', 'skill']);
    const [reds, blues] = element.querySelectorAll('path.tessera-radar-line');
    // Centre (200,200), radius 160; each team at its share of every spoke: the first spoke points up,
    // the next ones follow counter-clockwise.
    expect(points(reds)).toEqual([
      [200, 40],
      [61, 280],
      [339, 280],
    ]);
    expect(points(blues)[0]).toEqual([200, 120]);
    expect(element.querySelectorAll('circle.tessera-radar-point')).toHaveLength(6);
    expect([...element.querySelectorAll('.tessera-radar-label')].map((node) => node.textContent)).toEqual([
      '80',
      '40',
      '100',
      '40',
      '20',
      '50',
    ]);
  });

  it('draws circular rings for a circle radar, and no labels when they are off', () => {
    renderer.render(element, propsFor({ is_circle: true, show_labels: false }), {});
    expect(element.querySelectorAll('circle.tessera-radar-ring')).toHaveLength(5);
    expect(element.querySelectorAll('.tessera-radar-label')).toHaveLength(0);
    expect([...element.querySelectorAll('.tessera-legend-item text')].map((node) => node.textContent)).toEqual(['Reds', 'Blues']);
  });

  it("lists the group's values in the tooltip, cross-filters on click, fades the others and drills on right-click", () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor({}, { crossFilterValues: ['Reds'] }), { onCrossFilter, onContextMenu });
    const groups = element.querySelectorAll<SVGGElement>('g.tessera-radar-series');
    expect([...groups].map((group) => group.style.opacity)).toEqual(['1', '0.3']);
    const blues = element.querySelectorAll('path.tessera-radar-line')[1];
    blues.dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('Blues');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual([
      'speed: 40',
      'power: 20',
      'skill: 50',
    ]);
    blues.dispatchEvent(mouse('click'));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'team',
      values: ['Blues'],
      label: 'Blues',
      filters: [{ col: 'team', op: 'IN', val: ['Blues'] }],
    });
    element.querySelectorAll('circle.tessera-radar-point')[0].dispatchEvent(mouse('contextmenu', 3, 4));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 3, y: 4, filters: [{ col: 'team', op: '==', val: 'Reds' }] });
  });

  it('shows the empty state without rows, and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData: TEAMS_FORM_DATA, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(radarChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

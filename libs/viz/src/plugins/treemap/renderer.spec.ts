import { resetColorNamespaces } from '../../color/color-namespace';
import { treemapChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';
import { REVENUE_FORM_DATA, REVENUE_RESULT } from './treemap.fixtures';
import type { TreemapFormData } from './treemap.types';

function propsFor(extra: Partial<TreemapFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...REVENUE_FORM_DATA, ...extra }, queriesData: [REVENUE_RESULT], width: 400, height: 300, hooks });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('treemap renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  const tileAt = (path: string) => element.querySelector(`g[data-path="${path}"]`) as SVGGElement;

  it('draws a frame per group with its name and a filled tile per leaf with its label', () => {
    renderer.render(element, propsFor(), {});
    expect(element.querySelectorAll('g.tessera-treemap-group')).toHaveLength(3);
    expect(element.querySelectorAll('g.tessera-treemap-leaf rect')).toHaveLength(4);
    expect([...element.querySelectorAll('.tessera-treemap-upper-label')].map((node) => node.textContent)).toEqual([
      'EMEA: 500',
      'NA: 400',
      // Too narrow for its whole label.
      'APA…',
    ]);
    expect([...element.querySelectorAll('.tessera-treemap-label')].map((node) => node.textContent)).toContain('USA: 400');
    const france = tileAt('EMEA ▸ France').querySelector('rect')!;
    expect(Number(france.getAttribute('width'))).toBeGreaterThan(0);
  });

  it('leaves labels out when they are turned off', () => {
    renderer.render(element, propsFor({ show_labels: false, show_upper_labels: false }), {});
    expect(element.querySelectorAll('text')).toHaveLength(0);
    expect(element.querySelectorAll('rect.tessera-treemap-tile')).toHaveLength(7);
  });

  it('shows the path and the share of the parent on hover', () => {
    renderer.render(element, propsFor(), {});
    tileAt('EMEA ▸ Spain').querySelector('rect')!.dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('EMEA ▸ Spain');
    expect(tooltip.querySelector('.tessera-tooltip-row')?.textContent).toBe('sum__sales: 200 (40.00%)');
  });

  it("cross-filters on a tile's path, fades what lies outside the selection, and drills on right-click", () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor({}, { crossFilterValues: ['EMEA'] }), { onCrossFilter, onContextMenu });
    expect(tileAt('EMEA ▸ France').style.opacity).toBe('1');
    expect(tileAt('NA ▸ USA').style.opacity).toBe('0.3');
    tileAt('NA ▸ USA').querySelector('rect')!.dispatchEvent(mouse('click'));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'region',
      values: ['NA, USA'],
      label: 'NA, USA',
      filters: [
        { col: 'region', op: 'IN', val: ['NA'] },
        { col: 'country', op: 'IN', val: ['USA'] },
      ],
    });
    tileAt('APAC')
      .querySelector('rect')!
      .dispatchEvent(mouse('contextmenu', 5, 6));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 5, y: 6, filters: [{ col: 'region', op: '==', val: 'APAC' }] });
  });

  it('shows the empty state without rows, and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData: REVENUE_FORM_DATA, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(treemapChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

import { resetColorNamespaces } from '../../color/color-namespace';
import { sunburstChartPlugin } from './index';
import { renderer } from './renderer';
import { REVENUE_FORM_DATA, REVENUE_RESULT } from './sunburst.fixtures';
import type { SunburstFormData } from './sunburst.types';
import { transformProps } from './transform-props';

function propsFor(extra: Partial<SunburstFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...REVENUE_FORM_DATA, ...extra }, queriesData: [REVENUE_RESULT], width: 400, height: 424, hooks });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('sunburst renderer', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  const segment = (path: string) => element.querySelector(`path[data-path="${path}"]`) as SVGPathElement;

  it('draws a segment per node, centred, with labels and the total in the hole when asked', () => {
    renderer.render(element, propsFor({ show_total: true }), {});
    expect(element.querySelector('g.tessera-sunburst')?.getAttribute('transform')).toBe('translate(200,212)');
    expect(element.querySelectorAll('path.tessera-sunburst-arc')).toHaveLength(7);
    expect(segment('EMEA ▸ France').getAttribute('d')).toMatch(/^M/);
    expect([...element.querySelectorAll('.tessera-sunburst-label')].map((node) => node.textContent)).toEqual([
      'EMEA',
      'NA',
      'APAC',
      'France',
      'Spain',
      'USA',
      'Japan',
    ]);
    expect(element.querySelector('.tessera-sunburst-total')?.textContent).toBe('Total: 1,000');
  });

  it("shows the segment's shares on hover", () => {
    renderer.render(element, propsFor(), {});
    segment('EMEA ▸ Spain').dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('Spain');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual([
      ': 20.00% of total',
      ': 40.00% of EMEA',
      'sum__sales: 200',
    ]);
  });

  it('cross-filters on the path of a segment, fades what lies outside the selection, and drills on right-click', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor({}, { crossFilterValues: ['EMEA'] }), { onCrossFilter, onContextMenu });
    expect(segment('EMEA ▸ Spain').style.opacity).toBe('1');
    expect(segment('NA').style.opacity).toBe('0.3');
    segment('NA').dispatchEvent(mouse('click'));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'region',
      values: ['NA'],
      label: 'NA',
      filters: [{ col: 'region', op: 'IN', val: ['NA'] }],
    });
    segment('APAC ▸ Japan').dispatchEvent(mouse('contextmenu', 7, 8));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 7,
      y: 8,
      filters: [
        { col: 'region', op: '==', val: 'APAC' },
        { col: 'country', op: '==', val: 'Japan' },
      ],
    });
  });

  it('shows the empty state without rows, and loads lazily through the plugin', async () => {
    renderer.render(element, transformProps({ formData: REVENUE_FORM_DATA, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    await expect(sunburstChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { countryMapFormData, countryMapResult } from './country-map.fixtures';
import type { CountryMapFormData } from './country-map.types';
import { NO_DATA_FILL, renderer } from './renderer';
import { transformProps } from './transform-props';

/** Draws the map and resolves once it is on screen (the shapes load first). */
function draw(extra: Partial<CountryMapFormData> = {}, callbacks: RenderCallbacks = {}): Promise<HTMLElement> {
  const element = document.createElement('div');
  const props = transformProps({ formData: { ...countryMapFormData, ...extra }, queriesData: [countryMapResult], width: 600, height: 400 });
  return new Promise((resolve, reject) => {
    renderer.render(element, props, { ...callbacks, onRendered: () => resolve(element), onError: reject });
  });
}

const region = (element: HTMLElement, code: string) => element.querySelector<SVGPathElement>(`path.tessera-region[data-region="${code}"]`);

describe('country map renderer', () => {
  it('draws the states of the USA, shading those with data along the linear scheme by ISO 3166-2 code', async () => {
    const element = await draw();
    // 50 states and DC; the territories lie beyond the Albers USA insets.
    expect(element.querySelectorAll('path.tessera-region')).toHaveLength(51);
    expect([...element.querySelectorAll('path.tessera-region-data')].map((node) => node.getAttribute('data-region')).sort()).toEqual([
      'US-CA',
      'US-NY',
      'US-TX',
    ]);
    // white_black from 1,000 (New York) to 3,000 (California); `other` names no region.
    expect(region(element, 'US-CA')?.getAttribute('fill')).toBe('rgb(0, 0, 0)');
    expect(region(element, 'US-NY')?.getAttribute('fill')).toBe('rgb(255, 255, 255)');
    expect(region(element, 'US-TX')?.getAttribute('fill')).toBe('rgb(128, 128, 128)');
    expect(region(element, 'US-WA')?.getAttribute('fill')).toBe(NO_DATA_FILL);
    expect(region(element, 'US-AK')?.getAttribute('d')).toMatch(/^M/);
    expect(region(element, 'US-PR')).toBeNull();
  });

  it('shows a hovered region’s name and value, darkened, and zooms into a clicked region and out again', async () => {
    const element = await draw();
    const texas = region(element, 'US-TX') as SVGPathElement;
    texas.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('Texas');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('sum__num: 2,000');
    expect(texas.getAttribute('fill')).not.toBe('rgb(128, 128, 128)');
    texas.dispatchEvent(new MouseEvent('mouseleave'));
    expect(texas.getAttribute('fill')).toBe('rgb(128, 128, 128)');

    const layer = element.querySelector('g.tessera-country-map') as SVGGElement;
    texas.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(layer.getAttribute('transform')).toMatch(/^translate\(300,200\)scale\(4\)translate\(-[\d.]+,-[\d.]+\)$/);
    texas.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(layer.getAttribute('transform')).toBeNull();
  });

  it('drills to a region’s rows by the code its column holds', async () => {
    const onContextMenu = jest.fn();
    const element = await draw({}, { onContextMenu });
    region(element, 'US-TX')?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 5, clientY: 6 }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 5, y: 6, filters: [{ col: 'state', op: '==', val: 'us-tx' }] });
  });

  it('shows the empty state without rows', async () => {
    const element = document.createElement('div');
    const props = transformProps({
      formData: countryMapFormData,
      queriesData: [{ ...countryMapResult, data: [], rowcount: 0 }],
      width: 600,
      height: 400,
    });
    await new Promise<void>((resolve) => renderer.render(element, props, { onRendered: resolve }));
    expect(element.querySelector('.tessera-empty-state')).not.toBeNull();
  });
});

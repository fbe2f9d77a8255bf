import { getColorNamespace, resetColorNamespaces } from '../../color/color-namespace';
import { worldMapChartPlugin } from './index';
import { NO_DATA_FILL, renderer } from './renderer';
import { transformProps } from './transform-props';
import { worldMapFormData, worldMapResult } from './world-map.fixtures';
import type { WorldMapFormData } from './world-map.types';

function draw(extra: Partial<WorldMapFormData> = {}, callbacks = {}, crossFilterValues?: string[]) {
  const element = document.createElement('div');
  const props = transformProps({
    formData: { ...worldMapFormData, ...extra },
    queriesData: [worldMapResult],
    width: 400,
    height: 200,
    hooks: { crossFilterValues, colorNamespace: 'dash' },
  });
  renderer.render(element, props, callbacks);
  return element;
}

const country = (element: HTMLElement, id: string) => element.querySelector<SVGPathElement>(`path.tessera-country[data-country="${id}"]`);

describe('world map renderer', () => {
  beforeEach(() => resetColorNamespaces());

  it('draws every country, shading those with data along the linear scheme', () => {
    const element = draw();
    expect(element.querySelectorAll('path.tessera-country').length).toBeGreaterThan(170);
    expect(element.querySelectorAll('path.tessera-country-data')).toHaveLength(3);
    // white_black from 74 (Brazil) to 82 (France).
    expect(country(element, '250')?.getAttribute('fill')).toBe('rgb(0, 0, 0)');
    expect(country(element, '076')?.getAttribute('fill')).toBe('rgb(255, 255, 255)');
    expect(country(element, '840')?.getAttribute('fill')).toBe('rgb(128, 128, 128)');
    expect(country(element, '124')?.getAttribute('fill')).toBe(NO_DATA_FILL);
    expect(country(element, '250')?.getAttribute('d')).toMatch(/^M/);
  });

  it('colours countries from the categorical scheme when coloured by country, label colours first', () => {
    getColorNamespace('dash').setForcedColors({ France: '#123456' });
    const element = draw({ color_by: 'country' });
    expect(country(element, '250')?.getAttribute('fill')).toBe('#123456');
    expect(country(element, '840')?.getAttribute('fill')).toBe('#1FA8C9');
  });

  it('adds bubbles sized by the second metric on request', () => {
    const element = draw({ show_bubbles: true, max_bubble_size: '20', color_picker: { r: 255, g: 0, b: 0 } });
    const bubbles = [...element.querySelectorAll('circle.tessera-world-map-bubble')];
    // Radii from 1 to 20 px along the square roots of the populations (4 to 18).
    const radii = bubbles.map((bubble) => Number(bubble.getAttribute('r')));
    expect(radii[0]).toBeCloseTo(1 + (19 * (8 - 4)) / (18 - 4));
    expect(radii.slice(1)).toEqual([20, 1]);
    expect(bubbles[0].getAttribute('fill')).toBe('#ff0000');
    bubbles[1].dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('United States of America');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('sum__pop: 324');
  });

  it('shows the value of a hovered country and cross-filters on a click, fading the others', () => {
    const onCrossFilter = jest.fn();
    const element = draw({}, { onCrossFilter });
    country(element, '250')?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('France');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('avg__life: 82');
    country(element, '250')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'country_code',
      values: ['FRA'],
      label: 'FRA',
      filters: [{ col: 'country_code', op: 'IN', val: ['FRA'] }],
    });
    const selected = draw({}, {}, ['FRA']);
    expect(country(selected, '250')?.style.fillOpacity).toBe('1');
    expect(country(selected, '840')?.style.fillOpacity).toBe('0.35');
  });

  it('drills to the rows of a country', () => {
    const onContextMenu = jest.fn();
    const element = draw({}, { onContextMenu });
    country(element, '076')?.dispatchEvent(new MouseEvent('contextmenu', { clientX: 7, clientY: 8, bubbles: true, cancelable: true }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 7, y: 8, filters: [{ col: 'country_code', op: '==', val: 'BRA' }] });
  });

  it('is the world_map plugin with a lazily loaded renderer', async () => {
    expect(worldMapChartPlugin.metadata.vizType).toBe('world_map');
    expect(await worldMapChartPlugin.loadRenderer()).toBe(renderer);
  });
});

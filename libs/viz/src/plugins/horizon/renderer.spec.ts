import { horizonChartPlugin } from './index';
import { horizonFormData, horizonResult } from './horizon.fixtures';
import type { HorizonFormData } from './horizon.types';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

function draw(extra: Partial<HorizonFormData> = {}) {
  const element = document.createElement('div');
  renderer.render(
    element,
    transformProps({ formData: { ...horizonFormData, ...extra }, queriesData: [horizonResult], width: 300, height: 100 }),
    {},
  );
  return element;
}

describe('horizon renderer', () => {
  it('draws a titled row of bands per series, each as tall as the series height', () => {
    const element = draw({ series_height: '40' });
    const rows = [...element.querySelectorAll('g.tessera-horizon-row')];
    expect(rows.map((row) => row.getAttribute('transform'))).toEqual(['translate(0,0)', 'translate(0,41)']);
    expect([...element.querySelectorAll('.tessera-horizon-title')].map((title) => title.textContent)).toEqual(['boy', 'girl']);
    expect(rows[0].querySelectorAll('path.tessera-horizon-band')).toHaveLength(4);
    expect(rows[1].querySelectorAll('path.tessera-horizon-band').length).toBeGreaterThan(4);
    expect(element.querySelector('svg')?.getAttribute('height')).toBe('82');
  });

  it('shows the value nearest the pointer in a row', () => {
    const element = draw();
    element
      .querySelectorAll('g.tessera-horizon-row')[0]
      .dispatchEvent(new MouseEvent('mousemove', { clientX: 290, clientY: 5, bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('boy');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('2002: 80');
  });

  it('shows the empty state without series, and is the lazily loaded horizon plugin', async () => {
    const element = document.createElement('div');
    renderer.render(
      element,
      transformProps({ formData: horizonFormData, queriesData: [{ ...horizonResult, data: [] }], width: 300, height: 100 }),
      {},
    );
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    expect(horizonChartPlugin.metadata.vizType).toBe('horizon');
    expect(await horizonChartPlugin.loadRenderer()).toBe(renderer);
  });
});

import { countryName, countryShapeId } from './country-match';
import { transformProps } from './transform-props';
import { worldMapFormData, worldMapResult } from './world-map.fixtures';

describe('world map transformProps', () => {
  it('keeps each row with its metrics formatted, and the options with their defaults', () => {
    const props = transformProps({ formData: worldMapFormData, queriesData: [worldMapResult], width: 400, height: 200 });
    expect(props.rows[0]).toEqual({ entity: 'FRA', m1: 82, m2: 64, formattedM1: '82', formattedM2: '64' });
    expect([props.countryFieldType, props.colorBy, props.showBubbles, props.maxBubbleSize, props.bubbleColor]).toEqual([
      'cca3',
      'metric',
      false,
      25,
      '#007a87',
    ]);
  });

  it('reads the bubble colour and size Superset saved', () => {
    const props = transformProps({
      formData: { ...worldMapFormData, color_picker: { r: 255, g: 0, b: 16, a: 1 }, max_bubble_size: '50', show_bubbles: true },
      queriesData: [worldMapResult],
      width: 400,
      height: 200,
    });
    expect([props.bubbleColor, props.maxBubbleSize, props.showBubbles]).toEqual(['#ff0010', 50, true]);
  });
});

describe('country matching', () => {
  it('finds the shape of a country by alpha-2 or alpha-3 code or by English name', () => {
    expect(countryShapeId('FR', 'cca2')).toBe('250');
    expect(countryShapeId('fra', 'cca3')).toBe('250');
    expect(countryShapeId('France', 'name')).toBe('250');
    expect(countryShapeId('United States', 'name')).toBe('840');
    expect(countryShapeId('Russian Federation', 'name')).toBe('643');
    expect(countryShapeId('FRA', 'cioc')).toBe('250');
    expect(countryName('250')).toBe('France');
  });

  it('matches nothing for unknown codes or empty values', () => {
    expect(countryShapeId('XXX', 'cca3')).toBeUndefined();
    expect(countryShapeId('', 'name')).toBeUndefined();
    expect(countryShapeId(null, 'cca2')).toBeUndefined();
  });
});

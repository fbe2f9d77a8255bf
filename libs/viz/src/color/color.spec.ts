import { CategoricalColorScale } from './categorical-color-scale';
import { getCategoricalScheme, listCategoricalSchemes } from './categorical-schemes';
import { getChartColorScale, getColorNamespace, resetColorNamespaces } from './color-namespace';
import { addAlpha } from './color-utils';
import { createSequentialScale, getSequentialScheme } from './sequential-schemes';

describe('colour schemes', () => {
  beforeEach(() => resetColorNamespaces());

  it('offers the Superset palette first and falls back to it for unknown schemes', () => {
    expect(listCategoricalSchemes().map((scheme) => scheme.id)).toEqual([
      'supersetColors',
      'd3Category10',
      'd3Category20',
      'bnbColors',
      'googleCategory10c',
      'googleCategory20c',
    ]);
    expect(getCategoricalScheme('nope').id).toBe('supersetColors');
    expect(getCategoricalScheme('d3Category10').colors[0]).toBe('#1f77b4');
  });

  it('gives each new label the next unused colour and keeps it', () => {
    const scale = new CategoricalColorScale(['red', 'green', 'blue']);
    expect(['a', 'b', 'a', ' c '].map((label) => scale.getColor(label))).toEqual(['red', 'green', 'red', 'blue']);
    expect(scale.getColor('d')).toBe('red');
    expect(scale.getColorMap()).toEqual({ a: 'red', b: 'green', c: 'blue', d: 'red' });
  });

  it('lets forced colours win and avoids reusing them for other labels', () => {
    const scale = new CategoricalColorScale(['red', 'green'], { forcedColors: { b: 'red' } });
    expect(scale.getColor('b')).toBe('red');
    expect(scale.getColor('a')).toBe('green');
    scale.setColor('a', 'black');
    expect(scale.getColor('a')).toBe('black');
  });

  it('shares label colours across the charts of a namespace and not across namespaces', () => {
    const first = getChartColorScale({ color_namespace: 'dashboard-1' });
    expect(first.getColor('boy')).toBe('#1FA8C9');
    expect(first.getColor('girl')).toBe('#454E7C');
    const second = getChartColorScale({ color_namespace: 'dashboard-1' });
    expect(second.getColor('girl')).toBe('#454E7C');
    expect(second.getColor('boy')).toBe('#1FA8C9');
    const other = getChartColorScale({ color_namespace: 'dashboard-2' });
    expect(other.getColor('girl')).toBe('#1FA8C9');
    expect(getColorNamespace('dashboard-1').getLabelColor('girl')).toBe('#454E7C');
  });

  it('applies dashboard, chart and shared label colours, syncing only listed shared labels', () => {
    getColorNamespace('d').setForcedColors({ boy: '#000001' });
    const scale = getChartColorScale({ color_namespace: 'd', label_colors: { girl: '#000002' }, shared_label_colors: ['x'] });
    expect(scale.getColor('boy')).toBe('#000001');
    expect(scale.getColor('girl')).toBe('#000002');
    scale.getColor('x');
    scale.getColor('y');
    expect(getColorNamespace('d').getLabelColor('x')).toBeDefined();
    expect(getColorNamespace('d').getLabelColor('y')).toBeUndefined();
    const mapped = getChartColorScale({ shared_label_colors: { z: '#000003' } });
    expect(mapped.getColor('z')).toBe('#000003');
  });

  it('adds opacity to colours', () => {
    expect(addAlpha('#ff0000', 0.5)).toBe('rgba(255, 0, 0, 0.5)');
    expect(addAlpha('#ff0000', 1)).toBe('rgb(255, 0, 0)');
    expect(addAlpha('not a colour', 0.5)).toBe('not a colour');
  });

  it('spreads sequential colours over an extent, clamped, diverging around zero', () => {
    const scale = createSequentialScale(getSequentialScheme('white_black'), [0, 10]);
    expect(scale(0)).toBe('rgb(255, 255, 255)');
    expect(scale(5)).toBe('rgb(128, 128, 128)');
    expect(scale(20)).toBe('rgb(0, 0, 0)');
    const diverging = createSequentialScale(getSequentialScheme('blue_white_yellow'), [-2, 10]);
    expect(diverging(0)).toBe('rgb(255, 255, 255)');
    expect(getSequentialScheme('unknown').id).toBe('superset_seq_1');
  });
});

import { getColorNamespace, resetColorNamespaces } from '../../color/color-namespace';
import { sankeyFormData, sankeyResult } from './sankey.fixtures';
import { transformProps } from './transform-props';

describe('sankey transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('turns rows into flows and leaves out rows without a value', () => {
    const props = transformProps({ formData: sankeyFormData, queriesData: [sankeyResult], width: 400, height: 200 });
    expect(props.links.map((link) => [link.source, link.target, link.value])).toEqual([
      ['A', 'X', 30],
      ['A', 'Y', 10],
      ['B', 'X', 20],
      ['X', 'Z', 50],
      ['Z', 'A', 5],
    ]);
    expect(props.metricLabel).toBe('sum__sales');
    expect([props.sourceColumn, props.targetColumn]).toEqual(['region', 'channel']);
  });

  it("colours nodes from the scheme, the dashboard's label colours first", () => {
    getColorNamespace('dash-1').setForcedColors({ X: '#000000' });
    const props = transformProps({
      formData: sankeyFormData,
      queriesData: [sankeyResult],
      width: 400,
      height: 200,
      hooks: { colorNamespace: 'dash-1' },
    });
    expect(props.colors).toEqual({ A: '#1FA8C9', X: '#000000', Y: '#454E7C', B: '#5AC189', Z: '#FF7F44' });
  });
});

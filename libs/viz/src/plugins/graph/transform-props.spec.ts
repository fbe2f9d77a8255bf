import { getColorNamespace, resetColorNamespaces } from '../../color/color-namespace';
import { graphFormData, graphResult } from './graph.fixtures';
import { transformProps } from './transform-props';

const props = (extra = {}, hooks = {}) =>
  transformProps({ formData: { ...graphFormData, ...extra }, queriesData: [graphResult], width: 400, height: 300, hooks });

describe('graph transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('makes a node per city valued by the sum of its edges, and an edge per row with a metric', () => {
    const { nodes, edges } = props();
    expect(nodes.map((node) => [node.name, node.column, node.value, node.category])).toEqual([
      ['Paris', 'from_city', 30, 'FR'],
      ['Lyon', 'to_city', 50, 'FR'],
      ['Rome', 'to_city', 60, 'IT'],
    ]);
    expect(edges.map((edge) => [edge.source, edge.target, edge.value])).toEqual([
      [0, 1, 10],
      [0, 2, 20],
      [1, 2, 40],
    ]);
  });

  it('sizes nodes and edges between half and twice their base', () => {
    const { nodes, edges } = props({ baseNodeSize: '10', baseEdgeWidth: 2 });
    expect(nodes.map((node) => node.size)).toEqual([5, 5 + (20 / 30) * 15, 20]);
    expect(edges.map((edge) => edge.width)).toEqual([1, 1 + (10 / 30) * 3, 4]);
  });

  it('colours nodes and edges by category, label colours of the dashboard first, and sorts the legend', () => {
    getColorNamespace('dash').setForcedColors({ IT: '#00AA00' });
    const { nodes, edges, categories } = props({ legendSort: 'desc' }, { colorNamespace: 'dash' });
    expect(nodes.map((node) => node.color)).toEqual(['#1FA8C9', '#1FA8C9', '#00AA00']);
    expect(edges.map((edge) => edge.color)).toEqual(['#1FA8C9', '#1FA8C9', '#1FA8C9']);
    expect(categories).toEqual([
      { name: 'IT', color: '#00AA00' },
      { name: 'FR', color: '#1FA8C9' },
    ]);
  });

  it('uses the first scheme colour without categories and hides labels up to the threshold', () => {
    const { nodes, categories } = props({ source_category: null, target_category: null, showSymbolThreshold: '50' });
    expect(categories).toEqual([]);
    expect(nodes.map((node) => [node.color, node.showLabel])).toEqual([
      ['#1FA8C9', false],
      ['#1FA8C9', false],
      ['#1FA8C9', true],
    ]);
  });

  it('reads the edge symbols and layout options', () => {
    const result = props({ edgeSymbol: 'circle,circle', layout: 'circular', roam: 'scale', selectedMode: false });
    expect(result.edgeSymbols).toEqual(['circle', 'circle']);
    expect([result.layout, result.roam, result.selectedMode, result.edgeSymbolSize]).toEqual(['circular', 'scale', false, 6]);
  });
});

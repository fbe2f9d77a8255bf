import { resetColorNamespaces } from '../../color/color-namespace';
import { buildTree } from './build-tree';
import { treeFormData, treeResult } from './tree.fixtures';
import { transformProps } from './transform-props';
import type { TreeDatum } from './tree.types';

const shape = (node?: TreeDatum): unknown => node && [node.name, node.value ?? null, node.children.map(shape)];
const columns = { id: 'id', parent: 'parent', name: 'name', metric: 'count' };

describe('tree transformProps', () => {
  it('roots the tree at a parent value no row has as its id, named by that value', () => {
    const flat = [
      { id: 'France', parent: 'EMEA', name: 'France', count: 4 },
      { id: 'Spain', parent: 'EMEA', name: 'Spain', count: 2 },
      { id: 'Japan', parent: 'APAC', name: 'Japan', count: 1 },
    ];
    expect(shape(buildTree(flat, columns, 'EMEA'))).toEqual([
      'EMEA',
      null,
      [
        ['France', 4, []],
        ['Spain', 2, []],
      ],
    ]);
  });

  beforeEach(() => resetColorNamespaces());

  it('picks the largest tree under a parent with one child as the root when none is set', () => {
    const props = transformProps({ formData: treeFormData, queriesData: [treeResult], width: 400, height: 300 });
    expect(shape(props.root)).toEqual([
      'Ada',
      10,
      [
        [
          'Bob',
          6,
          [
            ['Dee', 5, []],
            ['Eve', null, []],
          ],
        ],
        ['Cy', 3, []],
      ],
    ]);
    expect(props.color).toBe('#1FA8C9');
    expect([props.layout, props.orient, props.symbol, props.symbolSize, props.roam]).toEqual(['orthogonal', 'LR', 'emptyCircle', 7, true]);
  });

  it('starts from the root node id when one is set, and names nodes by id without a name column', () => {
    const props = transformProps({
      formData: { ...treeFormData, root_node_id: 'cto', name: null, layout: 'radial', symbolSize: 11 },
      queriesData: [treeResult],
      width: 400,
      height: 300,
    });
    expect(shape(props.root)).toEqual([
      'cto',
      6,
      [
        ['dev', 5, []],
        ['ops', null, []],
      ],
    ]);
    expect([props.layout, props.symbolSize]).toEqual(['radial', 11]);
  });

  it('has no tree for an unknown root, and places a node listed as its own ancestor once', () => {
    expect(buildTree(treeResult.data, columns, 'nobody')).toBeUndefined();
    const cyclic = [...treeResult.data, { id: 'ceo', parent: 'dev', name: 'Ada again', count: 1 }];
    expect(shape(buildTree(cyclic, columns, 'ceo'))).toEqual([
      'Ada',
      10,
      [
        [
          'Bob',
          6,
          [
            ['Dee', 5, []],
            ['Eve', null, []],
          ],
        ],
        ['Cy', 3, []],
      ],
    ]);
  });
});

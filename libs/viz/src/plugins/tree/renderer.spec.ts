import { resetColorNamespaces } from '../../color/color-namespace';
import { estimateTextWidth } from '../../core/render/text-measure';
import { treeChartPlugin } from './index';
import { renderer } from './renderer';
import { symbolPath } from './tree-symbols';
import { treeFormData, treeResult } from './tree.fixtures';
import type { TreeFormData } from './tree.types';
import { transformProps } from './transform-props';

function draw(extra: Partial<TreeFormData> = {}, callbacks = {}) {
  const element = document.createElement('div');
  renderer.render(
    element,
    transformProps({ formData: { ...treeFormData, ...extra }, queriesData: [treeResult], width: 400, height: 300 }),
    callbacks,
  );
  return element;
}

const positions = (element: HTMLElement) =>
  [...element.querySelectorAll('g.tessera-tree-node')].map((node) => {
    const [, x, y] = /translate\(([-\d.]+),([-\d.]+)\)/.exec(node.getAttribute('transform') ?? '') ?? [];
    return [node.querySelector('text')?.textContent, Number(x), Number(y)];
  });

describe('tree renderer', () => {
  beforeEach(() => resetColorNamespaces());

  // 400×300 less 12 % on each side: a 304×228 box from (48, 36); depths every 152px left to right.
  it('grows the tree left to right with hollow circles, inner labels left and leaf labels below', () => {
    const element = draw();
    const placed = positions(element);
    expect(placed.map(([name, x]) => [name, x])).toEqual([
      ['Ada', 48],
      ['Bob', 200],
      ['Cy', 200],
      ['Dee', 352],
      ['Eve', 352],
    ]);
    // Each parent sits midway between its children (d3's tidy tree).
    expect(placed[0][2]).toBeCloseTo((Number(placed[1][2]) + Number(placed[2][2])) / 2, 1);
    expect(Number(placed[3][2])).toBeLessThan(Number(placed[4][2]));
    expect(element.querySelectorAll('path.tessera-tree-link')).toHaveLength(4);
    const symbol = element.querySelector('path.tessera-tree-symbol');
    expect([symbol?.getAttribute('fill'), symbol?.getAttribute('stroke')]).toEqual(['#fff', '#1FA8C9']);
    const labels = [...element.querySelectorAll('text.tessera-tree-label')];
    expect(labels.map((label) => label.getAttribute('text-anchor'))).toEqual(['end', 'end', 'middle', 'middle', 'middle']);
  });

  it('widens the margins so long labels on the edges stay inside the chart', () => {
    const element = document.createElement('div');
    const data = treeResult.data.map((row) => (row.id === 'ceo' ? { ...row, name: 'Head Office' } : row));
    renderer.render(
      element,
      transformProps({
        formData: { ...treeFormData, child_label_position: 'right' },
        queriesData: [{ ...treeResult, data }],
        width: 400,
        height: 300,
      }),
      {},
    );
    const [root, , , leaf] = positions(element);
    const rootLabel = estimateTextWidth('Head Office', 12) * 1.1 + 4 + 7 / 2 + 5;
    expect(rootLabel).toBeGreaterThan(48);
    expect(root[1]).toBeCloseTo(rootLabel, 1);
    expect(Number(leaf[1]) + 7 / 2 + 5 + estimateTextWidth('Dee', 12)).toBeLessThanOrEqual(400);
  });

  it('grows top to bottom or bottom to top when asked', () => {
    expect(positions(draw({ orient: 'TB' })).map(([, , y]) => y)).toEqual([36, 150, 150, 264, 264]);
    expect(positions(draw({ orient: 'BT' })).map(([, , y]) => y)).toEqual([264, 150, 150, 36, 36]);
    expect(positions(draw({ orient: 'RL' })).map(([, x]) => x)).toEqual([352, 200, 200, 48, 48]);
  });

  it('puts the root in the centre of a radial tree', () => {
    const [root, ...rest] = positions(draw({ layout: 'radial' }));
    expect([root[1], root[2]]).toEqual([200, 150]);
    for (const [, x, y] of rest) expect(Math.hypot(Number(x) - 200, Number(y) - 150)).toBeGreaterThan(10);
  });

  it('folds a node on click, drawing it filled, and unfolds it on a second click', () => {
    const element = draw();
    element.querySelectorAll('g.tessera-tree-node')[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(positions(element).map(([name]) => name)).toEqual(['Ada', 'Bob', 'Cy']);
    expect(element.querySelectorAll('path.tessera-tree-symbol')[1].getAttribute('fill')).toBe('#1FA8C9');
    element.querySelectorAll('g.tessera-tree-node')[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(positions(element)).toHaveLength(5);
  });

  it('shows the path and value in the tooltip and highlights descendants or ancestors', () => {
    const element = draw();
    const nodes = () => [...element.querySelectorAll<SVGGElement>('g.tessera-tree-node')];
    nodes()[3].dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('Ada ▸ Bob ▸ Dee');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('count: 5');
    nodes()[1].dispatchEvent(new MouseEvent('mouseenter'));
    expect(nodes().map((node) => node.style.opacity)).toEqual(['0.2', '1', '0.2', '1', '1']);
    const ancestors = draw({ emphasis: 'ancestor' });
    const items = [...ancestors.querySelectorAll<SVGGElement>('g.tessera-tree-node')];
    items[3].dispatchEvent(new MouseEvent('mouseenter'));
    expect(items.map((node) => node.style.opacity)).toEqual(['1', '1', '0.2', '1', '0.2']);
  });

  it('draws the chosen symbol and drills to the row of a node', () => {
    const element = draw({ symbol: 'rect', symbolSize: 10 });
    expect(element.querySelector('path.tessera-tree-symbol')?.getAttribute('d')).toBe(symbolPath('rect', 10));
    expect(symbolPath('none', 10)).toBeUndefined();
    const onContextMenu = jest.fn();
    const drilled = draw({}, { onContextMenu });
    drilled
      .querySelectorAll('g.tessera-tree-node')[2]
      .dispatchEvent(new MouseEvent('contextmenu', { clientX: 4, clientY: 5, bubbles: true }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 4, y: 5, filters: [{ col: 'id', op: '==', val: 'cfo' }] });
    // A root known only as a parent drills to the rows under it.
    const underCto = document.createElement('div');
    const rows = treeResult.data.filter((row) => row.id !== 'cto');
    renderer.render(
      underCto,
      transformProps({
        formData: { ...treeFormData, root_node_id: 'cto' },
        queriesData: [{ ...treeResult, data: rows }],
        width: 400,
        height: 300,
      }),
      { onContextMenu },
    );
    underCto.querySelector('g.tessera-tree-node')?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true }));
    expect(onContextMenu).toHaveBeenLastCalledWith({ x: 0, y: 0, filters: [{ col: 'parent', op: '==', val: 'cto' }] });
  });

  it('shows the empty state when no root is found, and is the lazily loaded tree_chart plugin', async () => {
    expect(draw({ root_node_id: 'nobody' }).querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    expect(treeChartPlugin.metadata.vizType).toBe('tree_chart');
    expect(await treeChartPlugin.loadRenderer()).toBe(renderer);
  });
});

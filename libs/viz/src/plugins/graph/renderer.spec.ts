import { resetColorNamespaces } from '../../color/color-namespace';
import { graphFormData, graphResult } from './graph.fixtures';
import type { GraphFormData } from './graph.types';
import { graphChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

function draw(extra: Partial<GraphFormData> = {}, callbacks = {}, crossFilterValues?: string[]) {
  const element = document.createElement('div');
  const props = transformProps({
    formData: { ...graphFormData, ...extra },
    queriesData: [graphResult],
    width: 400,
    height: 300,
    hooks: { crossFilterValues },
  });
  renderer.render(element, props, callbacks);
  return element;
}

const circles = (element: HTMLElement) => [...element.querySelectorAll('circle.tessera-graph-node-circle')];

describe('graph renderer', () => {
  beforeEach(() => resetColorNamespaces());

  it('draws sized, coloured nodes with labels and an arrow per edge', () => {
    const element = draw();
    expect(circles(element).map((circle) => [circle.getAttribute('r'), circle.getAttribute('fill')])).toEqual([
      ['5', '#1FA8C9'],
      [String(5 + (20 / 30) * 15), '#1FA8C9'],
      ['20', '#454E7C'],
    ]);
    expect([...element.querySelectorAll('.tessera-graph-label')].map((label) => label.textContent)).toEqual(['Paris', 'Lyon', 'Rome']);
    expect(element.querySelectorAll('path.tessera-graph-edge')).toHaveLength(3);
    expect(element.querySelectorAll('path.tessera-graph-arrow')).toHaveLength(3);
    expect(element.querySelectorAll('.tessera-legend-item')).toHaveLength(2);
  });

  it('places nodes on a circle in the circular layout, with circles at both edge ends when asked', () => {
    const element = draw({ layout: 'circular', edgeSymbol: 'circle,circle', show_legend: false });
    const centres = [...element.querySelectorAll('g.tessera-graph-node')].map((node) => node.getAttribute('transform'));
    // Paris at twelve o'clock (top middle of the fitted box), the others below it.
    expect(centres[0]).toMatch(/^translate\(/);
    const ys = centres.map((transform) => Number(/,([\d.]+)\)/.exec(transform ?? '')?.[1]));
    expect(ys[0]).toBeLessThan(ys[1]);
    expect(ys[1]).toBeCloseTo(ys[2]);
    expect(element.querySelectorAll('circle.tessera-graph-edge-end')).toHaveLength(6);
    expect(element.querySelectorAll('path.tessera-graph-arrow')).toHaveLength(0);
  });

  it('hides a category from the legend and shows it again', () => {
    const element = draw();
    element.querySelectorAll('.tessera-legend-item')[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(circles(element)).toHaveLength(2);
    expect(element.querySelectorAll('path.tessera-graph-edge')).toHaveLength(1);
    element.querySelectorAll('.tessera-legend-item')[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(circles(element)).toHaveLength(3);
  });

  it('shows tooltips for nodes and edges and fades what is not adjacent to a hovered node', () => {
    const element = draw({ source_category: null, target_category: null });
    const nodes = element.querySelectorAll('g.tessera-graph-node');
    nodes[0].dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('Paris');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('count: 30');
    element.querySelectorAll('g.tessera-graph-link')[2].dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('Lyon > Rome');
    nodes[0].dispatchEvent(new MouseEvent('mouseenter'));
    const links = [...element.querySelectorAll<SVGGElement>('g.tessera-graph-link')];
    expect(links.map((link) => link.style.opacity)).toEqual(['1', '1', '0.1']);
  });

  it('cross-filters on a clicked node and marks the selected node', () => {
    const onCrossFilter = jest.fn();
    const element = draw({}, { onCrossFilter }, ['Rome']);
    const circle = circles(element);
    expect(circle[2].getAttribute('stroke-width')).toBe('3');
    expect((circle[0] as SVGCircleElement).style.opacity).toBe('0.3');
    element.querySelectorAll('g.tessera-graph-node')[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'to_city',
      values: ['Lyon'],
      label: 'Lyon',
      filters: [{ col: 'to_city', op: 'IN', val: ['Lyon'] }],
    });
    element.querySelectorAll('g.tessera-graph-node')[2].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onCrossFilter).toHaveBeenLastCalledWith({ column: 'to_city', values: [], label: 'Rome', filters: [] });
  });

  it('drills to the rows of a node or an edge', () => {
    const onContextMenu = jest.fn();
    const element = draw({}, { onContextMenu });
    element.querySelector('g.tessera-graph-node')?.dispatchEvent(new MouseEvent('contextmenu', { clientX: 1, clientY: 2, bubbles: true }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 1, y: 2, filters: [{ col: 'from_city', op: '==', val: 'Paris' }] });
    element.querySelector('g.tessera-graph-link')?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true }));
    expect(onContextMenu).toHaveBeenLastCalledWith({
      x: 0,
      y: 0,
      filters: [
        { col: 'from_city', op: '==', val: 'Paris' },
        { col: 'to_city', op: '==', val: 'Lyon' },
      ],
    });
  });

  it('is the graph_chart plugin with a lazily loaded renderer', async () => {
    expect(graphChartPlugin.metadata.vizType).toBe('graph_chart');
    expect(await graphChartPlugin.loadRenderer()).toBe(renderer);
  });
});

import { linkPath, NODE_WIDTH, sankeyLayout } from './sankey-layout';
import type { SankeyLinkInput } from './sankey.types';

const flow = (source: string, target: string, value: number): SankeyLinkInput => ({
  source,
  target,
  value,
  sourceValue: source,
  targetValue: target,
});

const links = [flow('A', 'X', 30), flow('A', 'Y', 10), flow('B', 'X', 20), flow('X', 'Z', 50)];

describe('sankey layout', () => {
  // 400×200 less a 5px margin: 390×190. Columns every (390 - 20) / 2 = 185px. The fullest columns
  // (A+B and Y+Z, 60 each with one 8px gap) set the scale: 182 / 60 px per unit.
  const layout = sankeyLayout({ width: 400, height: 200, links, colors: { A: '#111' } });
  const node = (name: string) => layout.nodes.find((candidate) => candidate.name === name)!;
  const ky = 182 / 60;

  it('places sources in the first column, sinks in the last and the rest by their longest path', () => {
    expect(layout.nodes.map((n) => [n.name, n.depth, n.x0])).toEqual([
      ['A', 0, 5],
      ['X', 1, 190],
      ['Y', 2, 375],
      ['B', 0, 5],
      ['Z', 2, 375],
    ]);
    expect(node('A').x1 - node('A').x0).toBe(NODE_WIDTH);
    expect(node('A').color).toBe('#111');
    expect(node('B').color).toBe('#ccc');
  });

  it('sizes nodes by their larger flow on one scale and centres each column', () => {
    expect(node('A').y0).toBeCloseTo(5);
    expect(node('A').y1 - node('A').y0).toBeCloseTo(40 * ky);
    expect(node('B').y0).toBeCloseTo(5 + 40 * ky + 8);
    expect(node('X').y1 - node('X').y0).toBeCloseTo(50 * ky);
    expect(node('X').y0).toBeCloseTo(5 + (190 - 50 * ky) / 2);
    // Y is fed from higher up (A) than Z (X), so it comes first in its column.
    expect(node('Y').y0).toBeLessThan(node('Z').y0);
  });

  it('stacks the bands along their nodes', () => {
    const [aToX, aToY, bToX] = layout.links;
    expect(aToX.width).toBeCloseTo(30 * ky);
    // At A the band to Y (the higher target) comes first; at X the band from A precedes the one from B.
    expect(aToY.y0).toBeCloseTo(5 + (10 * ky) / 2);
    expect(aToX.y0).toBeCloseTo(5 + 10 * ky + (30 * ky) / 2);
    expect(aToX.y1).toBeCloseTo(node('X').y0 + (30 * ky) / 2);
    expect(bToX.y1).toBeCloseTo(node('X').y0 + 30 * ky + (20 * ky) / 2);
    expect(linkPath(aToX)).toMatch(/^M25,[\d.]+C107\.5,[\d.]+,107\.5,[\d.]+,190,[\d.]+$/);
  });

  it('sets aside self-loops and flows that would close a cycle', () => {
    const cyclic = sankeyLayout({ width: 400, height: 200, links: [...links, flow('Z', 'A', 5), flow('B', 'B', 1)], colors: {} });
    expect(cyclic.links).toHaveLength(4);
    expect(cyclic.droppedLinks.map((link) => `${link.source}>${link.target}`)).toEqual(['Z>A', 'B>B']);
  });
});

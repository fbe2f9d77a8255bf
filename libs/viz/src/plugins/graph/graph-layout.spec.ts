import { arrowPath, edgeGeometry } from './graph-edges';
import { circularPositions, fitPositions, forcePositions } from './graph-layout';
import { graphFormData, graphResult } from './graph.fixtures';
import { transformProps } from './transform-props';

describe('graph layout', () => {
  it('spreads nodes evenly on a circle from twelve o clock', () => {
    const points = circularPositions(4).map(([x, y]) => [Math.round(x), Math.round(y)]);
    expect(points).toEqual([
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ]);
  });

  it('fits positions into the box below the legend, keeping the aspect ratio', () => {
    // 400 - 2×(10 + 10) - 60 = 300 wide, 300 - 50 - 40 = 210 high: the 2×1 span scales by 150.
    const fitted = fitPositions(
      [
        [0, 0],
        [2, 1],
      ],
      400,
      300,
      50,
      20,
    );
    expect(fitted).toEqual([
      [20, 50 + 20 + 30],
      [320, 50 + 20 + 180],
    ]);
  });

  it('settles the force layout the same way each time, linked nodes about an edge length apart', () => {
    const props = transformProps({
      formData: graphFormData,
      queriesData: [{ ...graphResult, data: [...graphResult.data, { from_city: 'Oslo', to_city: 'Bergen', count: 5 }] }],
      width: 400,
      height: 300,
    });
    const first = forcePositions(props);
    expect(forcePositions(props)).toEqual(first);
    const distance = (a: number, b: number) => Math.hypot(first[a][0] - first[b][0], first[a][1] - first[b][1]);
    // Every linked pair settles near the edge length (400).
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
      [3, 4],
    ]) {
      expect(distance(a, b)).toBeGreaterThan(360);
      expect(distance(a, b)).toBeLessThan(440);
    }
  });

  it('cuts edges back to the node rims and points arrows along them', () => {
    const geometry = edgeGeometry([0, 0], [100, 0], 10, 20);
    // The curve bows 10 px (a tenth of its length) to the left of travel: control point (50, -10).
    expect(geometry.path).toBe('M9.81,-1.96Q50,-10,80.39,-3.92');
    expect(geometry.endDirection[0]).toBeCloseTo(50 / Math.hypot(50, 10));
    expect(arrowPath([10, 0], [1, 0], 4)).toBe('M10,0L6,2L6,-2Z');
  });
});

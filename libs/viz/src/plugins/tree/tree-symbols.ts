import { symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle } from 'd3-shape';
import type { TreeSymbol } from './tree.types';

/**
 * The path of a node symbol `size` pixels across, centred on the origin; undefined for `none`.
 * Circles, squares, triangles and diamonds are d3's symbols sized by area; the pin is a drop
 * pointing down at the node, the arrow a head pointing up.
 */
export function symbolPath(kind: TreeSymbol, size: number): string | undefined {
  const r = size / 2;
  switch (kind) {
    case 'none':
      return undefined;
    case 'rect':
      return symbol(symbolSquare, size * size)() ?? undefined;
    case 'triangle':
      return symbol(symbolTriangle, (size * size * Math.sqrt(3)) / 4)() ?? undefined;
    case 'diamond':
      return symbol(symbolDiamond, (size * size) / 2)() ?? undefined;
    case 'pin':
      return `M0,${r}L${-r * 0.8},${-r * 0.2}A${r * 0.8},${r * 0.8},0,1,1,${r * 0.8},${-r * 0.2}Z`;
    case 'arrow':
      return `M0,${-r}L${r},${r}L0,${r * 0.4}L${-r},${r}Z`;
    default:
      return symbol(symbolCircle, Math.PI * r * r)() ?? undefined;
  }
}

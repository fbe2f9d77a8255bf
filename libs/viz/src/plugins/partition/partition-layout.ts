import { TIMESTAMP } from './partition-tree';
import type { PartitionNode } from './partition.types';

export interface PartitionRect {
  node: PartitionNode;
  /** Names from the focused node down to this one. */
  path: PartitionNode[];
  x: number;
  y: number;
  width: number;
  height: number;
}

function depthOf(node: PartitionNode): number {
  return 1 + Math.max(0, ...node.children.map(depthOf));
}

/**
 * An icicle running left to right: the focused node fills the first column, each level takes the
 * next, and every node shares its parent's height among its children by their sizes (log-scaled,
 * or equal for periods when asked).
 */
export function layoutPartition(
  focus: PartitionNode,
  width: number,
  height: number,
  options: { logScale: boolean; equalDateSize: boolean },
): PartitionRect[] {
  const columnWidth = width / depthOf(focus);
  const size = (node: PartitionNode) => {
    if (options.equalDateSize && node.column === TIMESTAMP) return 1;
    const value = Math.abs(node.value ?? 0);
    return options.logScale ? Math.log10(1 + value) : value;
  };
  const rects: PartitionRect[] = [];
  const place = (node: PartitionNode, path: PartitionNode[], depth: number, y: number, extent: number) => {
    rects.push({ node, path, x: depth * columnWidth, y, width: columnWidth, height: extent });
    const total = node.children.reduce((sum, child) => sum + size(child), 0);
    let offset = y;
    for (const child of node.children) {
      const share = total > 0 ? (size(child) / total) * extent : extent / node.children.length;
      place(child, [...path, child], depth + 1, offset, share);
      offset += share;
    }
  };
  place(focus, [focus], 0, 0, height);
  return rects;
}

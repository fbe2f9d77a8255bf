import type { SankeyChartProps, SankeyLink, SankeyLinkInput, SankeyNode } from './sankey.types';

export const NODE_WIDTH = 20;
export const NODE_GAP = 8;
/** Room kept right of the last column (left of it for its labels) and around the plot. */
const MARGIN = { top: 5, right: 5, bottom: 5, left: 5 };

export interface SankeyLayout {
  nodes: SankeyNode[];
  links: SankeyLink[];
  /** Flows left out because they would close a cycle (a Sankey diagram is acyclic). */
  droppedLinks: SankeyLinkInput[];
}

/** Links that keep the graph acyclic, in query order: self-loops and cycle-closing flows are set aside. */
function splitAcyclic(links: readonly SankeyLinkInput[]): { kept: SankeyLinkInput[]; dropped: SankeyLinkInput[] } {
  const outgoing = new Map<string, string[]>();
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const node = stack.pop() as string;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(outgoing.get(node) ?? []));
    }
    return false;
  };
  const kept: SankeyLinkInput[] = [];
  const dropped: SankeyLinkInput[] = [];
  for (const link of links) {
    if (link.source === link.target || reaches(link.target, link.source)) {
      dropped.push(link);
      continue;
    }
    kept.push(link);
    outgoing.set(link.source, [...(outgoing.get(link.source) ?? []), link.target]);
  }
  return { kept, dropped };
}

/** Column of each node: the longest path from a source, with sinks pushed to the last column (justified). */
function assignDepths(names: readonly string[], links: readonly SankeyLinkInput[]): Map<string, number> {
  const depth = new Map(names.map((name) => [name, 0]));
  // Longest-path relaxation; the graph is acyclic, so |nodes| passes settle it.
  for (let pass = 0; pass < names.length; pass++) {
    let changed = false;
    for (const link of links) {
      const next = (depth.get(link.source) ?? 0) + 1;
      if (next > (depth.get(link.target) ?? 0)) {
        depth.set(link.target, next);
        changed = true;
      }
    }
    if (!changed) break;
  }
  const maxDepth = Math.max(0, ...depth.values());
  const hasOutgoing = new Set(links.map((link) => link.source));
  for (const name of names) if (!hasOutgoing.has(name) && depth.get(name) !== 0) depth.set(name, maxDepth);
  return depth;
}

/**
 * Node columns, heights proportional to the larger of each node's in- and outflow, and link bands
 * stacked along each node. Within a column, nodes after the first are ordered by the average height
 * of the nodes feeding them, which keeps most bands from crossing.
 */
export function sankeyLayout(props: Pick<SankeyChartProps, 'width' | 'height' | 'links' | 'colors'>): SankeyLayout {
  const { kept, dropped } = splitAcyclic(props.links);
  const names: string[] = [];
  const raw = new Map<string, { value: SankeyLinkInput['sourceValue']; column: 'source' | 'target' }>();
  for (const link of kept) {
    for (const [name, value, column] of [
      [link.source, link.sourceValue, 'source'],
      [link.target, link.targetValue, 'target'],
    ] as const) {
      if (!raw.has(name)) {
        names.push(name);
        raw.set(name, { value, column });
      }
    }
  }
  const inflow = new Map<string, number>();
  const outflow = new Map<string, number>();
  for (const link of kept) {
    outflow.set(link.source, (outflow.get(link.source) ?? 0) + link.value);
    inflow.set(link.target, (inflow.get(link.target) ?? 0) + link.value);
  }
  const depths = assignDepths(names, kept);
  const columnCount = Math.max(0, ...depths.values()) + 1;
  const innerWidth = Math.max(0, props.width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, props.height - MARGIN.top - MARGIN.bottom);
  const columnStep = columnCount > 1 ? (innerWidth - NODE_WIDTH) / (columnCount - 1) : 0;

  const nodes = new Map<string, SankeyNode>();
  for (const name of names) {
    const depth = depths.get(name) ?? 0;
    const x0 = MARGIN.left + depth * columnStep;
    const info = raw.get(name) as { value: SankeyLinkInput['sourceValue']; column: 'source' | 'target' };
    nodes.set(name, {
      name,
      color: props.colors[name] ?? '#ccc',
      value: Math.max(inflow.get(name) ?? 0, outflow.get(name) ?? 0),
      depth,
      x0,
      x1: x0 + NODE_WIDTH,
      y0: 0,
      y1: 0,
      rawValue: info.value,
      column: info.column,
    });
  }
  const columns: SankeyNode[][] = Array.from({ length: columnCount }, () => []);
  for (const node of nodes.values()) columns[node.depth].push(node);
  // One scale for every column, so equal values have equal heights; the fullest column fills the height.
  const scale = Math.min(
    ...columns
      .filter((column) => column.length > 0)
      .map((column) => {
        const total = column.reduce((sum, node) => sum + node.value, 0);
        return total > 0 ? Math.max(0, innerHeight - (column.length - 1) * NODE_GAP) / total : Infinity;
      }),
  );
  const ky = Number.isFinite(scale) ? scale : 0;
  const incoming = (node: SankeyNode) => kept.filter((link) => link.target === node.name);
  columns.forEach((column, index) => {
    if (index > 0) {
      const centre = (node: SankeyNode) => {
        const feeds = incoming(node);
        const weight = feeds.reduce((sum, link) => sum + link.value, 0);
        if (weight === 0) return Infinity;
        return (
          feeds.reduce((sum, link) => {
            const from = nodes.get(link.source) as SankeyNode;
            return sum + ((from.y0 + from.y1) / 2) * link.value;
          }, 0) / weight
        );
      };
      const centres = new Map(column.map((node) => [node, centre(node)]));
      column.sort((a, b) => (centres.get(a) as number) - (centres.get(b) as number));
    }
    const used = column.reduce((sum, node) => sum + node.value * ky, 0) + (column.length - 1) * NODE_GAP;
    let y = MARGIN.top + Math.max(0, (innerHeight - used) / 2);
    for (const node of column) {
      node.y0 = y;
      node.y1 = y + node.value * ky;
      y = node.y1 + NODE_GAP;
    }
  });

  const links: SankeyLink[] = kept.map((link) => ({
    source: nodes.get(link.source) as SankeyNode,
    target: nodes.get(link.target) as SankeyNode,
    value: link.value,
    width: Math.max(1, link.value * ky),
    y0: 0,
    y1: 0,
  }));
  // Bands leave a node ordered by where they arrive, and arrive ordered by where they left.
  const stack = (
    of: (link: SankeyLink) => SankeyNode,
    other: (link: SankeyLink) => SankeyNode,
    set: (link: SankeyLink, y: number) => void,
  ) => {
    for (const node of nodes.values()) {
      let y = node.y0;
      links
        .filter((link) => of(link) === node)
        .sort((a, b) => other(a).y0 - other(b).y0)
        .forEach((link) => {
          const band = link.value * ky;
          set(link, y + band / 2);
          y += band;
        });
    }
  };
  stack(
    (link) => link.source,
    (link) => link.target,
    (link, y) => (link.y0 = y),
  );
  stack(
    (link) => link.target,
    (link) => link.source,
    (link, y) => (link.y1 = y),
  );
  return { nodes: [...nodes.values()], links, droppedLinks: dropped };
}

/** The band of a link as a horizontal cubic curve between its two nodes. */
export function linkPath(link: SankeyLink): string {
  const x0 = link.source.x1;
  const x1 = link.target.x0;
  const xm = (x0 + x1) / 2;
  return `M${x0},${link.y0}C${xm},${link.y0},${xm},${link.y1},${x1},${link.y1}`;
}

import {
  DASHBOARD_LAYOUT_VERSION,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
  GRID_COLUMN_COUNT,
  HEADER_SIZES,
  LAYOUT_CHILD_RULES,
  LAYOUT_COMPONENT_TYPES,
  POSITION_DATA_LIMIT,
  ROW_BACKGROUNDS,
  type LayoutComponentType,
  type LayoutNode,
} from '@tessera/contracts';
import { JsonReader, parseJsonText, type JsonObject } from './json-checks';
import { serverText } from '@tessera/platform';

/** A checked layout: the node map as saved, and the chart ids its CHART nodes name. */
export interface CheckedLayout {
  layout: JsonObject;
  nodes: Map<string, LayoutNode>;
  /** CHART node id → chart id, in layout order. */
  chartRefs: { nodeId: string; chartId: number }[];
}

const SIZED_TYPES: readonly LayoutComponentType[] = ['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'];

/** Parses and checks a `position_json` string; empty means "no layout" (null). */
export function parsePositionJson(text: string | null | undefined, field = 'position_json'): CheckedLayout | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const reader = new JsonReader(field);
  if (text.length > POSITION_DATA_LIMIT) {
    throw reader.fail('size', serverText('is %s characters long; at most %s are allowed', text.length, POSITION_DATA_LIMIT));
  }
  return checkLayout(parseJsonText(text, field), field);
}

/**
 * Checks a layout map: the version key, node shapes and types, unique ids that match their keys,
 * children that resolve and have one parent, the parent/child type rules, widths 1..12 that fit
 * within each row, and a chart id on every CHART node. `{}` is an empty layout.
 */
export function checkLayout(value: unknown, field = 'position_json'): CheckedLayout | null {
  const reader = new JsonReader(field);
  const layout = reader.object(value, 'layout');
  if (Object.keys(layout).length === 0) return null;
  const serialized = JSON.stringify(layout);
  if (serialized.length > POSITION_DATA_LIMIT) {
    throw reader.fail('size', serverText('is %s characters long; at most %s are allowed', serialized.length, POSITION_DATA_LIMIT));
  }
  if (layout[DASHBOARD_VERSION_KEY] !== DASHBOARD_LAYOUT_VERSION) {
    throw reader.fail(
      DASHBOARD_VERSION_KEY,
      serverText('must be "%s" (got %s)', DASHBOARD_LAYOUT_VERSION, JSON.stringify(layout[DASHBOARD_VERSION_KEY])),
    );
  }
  const nodes = new Map<string, LayoutNode>();
  for (const [key, raw] of Object.entries(layout)) {
    if (key === DASHBOARD_VERSION_KEY) continue;
    nodes.set(key, readNode(reader, key, raw));
  }
  const root = nodes.get(DASHBOARD_ROOT_ID);
  if (!root || root.type !== 'ROOT') throw reader.fail(DASHBOARD_ROOT_ID, serverText('a ROOT node with id ROOT_ID is required'));
  checkStructure(reader, nodes);
  return { layout, nodes, chartRefs: chartRefsOf(nodes) };
}

function readNode(reader: JsonReader, key: string, raw: unknown): LayoutNode {
  const node = reader.object(raw, key);
  const id = reader.string(node.id, `${key}.id`);
  if (id !== key) throw reader.fail(`${key}.id`, serverText('must equal its key (got "%s")', id));
  const type = reader.oneOf(node.type, LAYOUT_COMPONENT_TYPES, `${key}.type`);
  if (type === 'ROOT' && key !== DASHBOARD_ROOT_ID) throw reader.fail(key, serverText('only ROOT_ID may be of type ROOT'));
  const children = node.children === undefined ? [] : reader.stringList(node.children, `${key}.children`);
  const parents = node.parents === undefined ? undefined : reader.stringList(node.parents, `${key}.parents`);
  const meta = node.meta === undefined ? undefined : reader.object(node.meta, `${key}.meta`);
  if (type === 'CHART' && !meta) throw reader.fail(`${key}.meta.chartId`, serverText('is required on a CHART node'));
  if (meta) checkMeta(reader, key, type, meta);
  return { id, type, children, ...(parents ? { parents } : {}), ...(meta ? { meta } : {}) };
}

function checkMeta(reader: JsonReader, key: string, type: LayoutComponentType, meta: JsonObject): void {
  if (SIZED_TYPES.includes(type) && meta.width !== undefined) {
    const width = reader.integer(meta.width, `${key}.meta.width`);
    if (width < 1 || width > GRID_COLUMN_COUNT)
      throw reader.fail(`${key}.meta.width`, serverText('must be between 1 and %s (got %s)', GRID_COLUMN_COUNT, width));
  }
  if (meta.height !== undefined && (typeof meta.height !== 'number' || !(meta.height > 0))) {
    throw reader.fail(`${key}.meta.height`, serverText('must be a positive number'));
  }
  if (type === 'CHART') reader.positiveInteger(meta.chartId, `${key}.meta.chartId`);
  if (type === 'ROW' && meta.background !== undefined) reader.oneOf(meta.background, ROW_BACKGROUNDS, `${key}.meta.background`);
  if (type === 'COLUMN' && meta.background !== undefined) reader.oneOf(meta.background, ROW_BACKGROUNDS, `${key}.meta.background`);
  if (type === 'HEADER' && meta.headerSize !== undefined) reader.oneOf(meta.headerSize, HEADER_SIZES, `${key}.meta.headerSize`);
  for (const textKey of ['text', 'code', 'sliceName', 'sliceNameOverride', 'uuid', 'defaultText', 'placeholder'] as const) {
    if (meta[textKey] !== undefined && meta[textKey] !== null) reader.string(meta[textKey], `${key}.meta.${textKey}`);
  }
}

function checkStructure(reader: JsonReader, nodes: Map<string, LayoutNode>): void {
  const parentOf = new Map<string, string>();
  for (const node of nodes.values()) {
    const allowed = LAYOUT_CHILD_RULES[node.type];
    let rowWidth = 0;
    node.children.forEach((childId, index) => {
      const child = nodes.get(childId);
      if (!child) throw reader.fail(`${node.id}.children[${index}]`, serverText('refers to "%s", which is not in the layout', childId));
      if (!allowed.includes(child.type)) {
        const accepted = allowed.length > 0 ? `it accepts ${allowed.join(', ')}` : 'it accepts no children';
        throw reader.fail(
          `${node.id}.children[${index}]`,
          serverText('a %s cannot hold a %s ("%s"); %s', node.type, child.type, childId, accepted),
        );
      }
      const previous = parentOf.get(childId);
      if (previous === node.id) throw reader.fail(`${node.id}.children`, serverText('lists "%s" twice', childId));
      if (previous !== undefined) throw reader.fail(childId, serverText('has two parents ("%s" and "%s")', previous, node.id));
      parentOf.set(childId, node.id);
      if (node.type === 'ROW') rowWidth += typeof child.meta?.width === 'number' ? child.meta.width : 0;
    });
    if (rowWidth > GRID_COLUMN_COUNT) {
      throw reader.fail(
        node.id,
        serverText('the widths of its children add up to %s; a row holds at most %s', rowWidth, GRID_COLUMN_COUNT),
      );
    }
  }
  checkAcyclic(reader, nodes);
  for (const node of nodes.values()) {
    if (!node.parents || node.parents.length === 0) continue;
    const parent = parentOf.get(node.id);
    const last = node.parents[node.parents.length - 1];
    if (parent !== undefined && last !== parent) {
      throw reader.fail(`${node.id}.parents`, serverText('ends with "%s" but the node sits under "%s"', last, parent));
    }
  }
}

function checkAcyclic(reader: JsonReader, nodes: Map<string, LayoutNode>): void {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, path: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') throw reader.fail(id, serverText('is its own ancestor (%s)', [...path, id].join(' → ')));
    state.set(id, 'visiting');
    for (const child of nodes.get(id)?.children ?? []) visit(child, [...path, id]);
    state.set(id, 'done');
  };
  for (const id of nodes.keys()) visit(id, []);
}

function chartRefsOf(nodes: Map<string, LayoutNode>): { nodeId: string; chartId: number }[] {
  return [...nodes.values()]
    .filter((node) => node.type === 'CHART')
    .map((node) => ({ nodeId: node.id, chartId: node.meta?.chartId as number }));
}

import { DASHBOARD_ROOT_ID, type DashboardTabNode, type DashboardTabsView } from '@tessera/contracts';
import { isPlainObject, type JsonObject } from '../validation/json-checks';

/**
 * `GET /{id_or_slug}/tabs`: every TAB of the layout with its title, as a flat map and as a tree in
 * which nested tabs sit under the tab that holds them.
 */
export function buildTabs(layout: JsonObject | null): DashboardTabsView {
  const allTabs: Record<string, string> = {};
  const tree: DashboardTabNode[] = [];
  if (!layout || !isPlainObject(layout[DASHBOARD_ROOT_ID])) return { all_tabs: allTabs, tab_tree: tree };
  const walk = (nodeId: string, into: DashboardTabNode[], ancestors: string[], seen: Set<string>): void => {
    const node = layout[nodeId];
    if (!isPlainObject(node) || seen.has(nodeId)) return;
    seen.add(nodeId);
    const children = Array.isArray(node.children) ? (node.children as string[]) : [];
    if (node.type === 'TAB') {
      const meta = isPlainObject(node.meta) ? node.meta : {};
      const title = String(meta.text || meta.defaultText || '');
      const tab: DashboardTabNode = {
        value: nodeId,
        title,
        children: [],
        parents: Array.isArray(node.parents) ? (node.parents as string[]) : ancestors,
      };
      allTabs[nodeId] = title;
      into.push(tab);
      for (const child of children) walk(child, tab.children, [...ancestors, nodeId], seen);
      return;
    }
    for (const child of children) walk(child, into, [...ancestors, nodeId], seen);
  };
  walk(DASHBOARD_ROOT_ID, tree, [], new Set());
  return { all_tabs: allTabs, tab_tree: tree };
}

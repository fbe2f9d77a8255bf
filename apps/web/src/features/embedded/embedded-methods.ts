import {
  createDashboardPermalink,
  ROOT_ID,
  selectDataMask,
  toPermalinkState,
  type DashboardLayout,
  type DataMask,
  type StateWithDashboard,
} from '../dashboard';
import type { EmbeddedHostChannel, EmbeddedMethod } from './embedded-comms';

/**
 * The selected tabs a viewer sees, outermost first: the selected tab of every tab container on
 * screen (containers inside tabs that are not selected are not on screen).
 */
export function visibleActiveTabs(layout: DashboardLayout, activeTabs: Readonly<Record<string, string>>): string[] {
  const tabs: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const node = layout[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    if (node.type !== 'TABS') {
      node.children.forEach(visit);
      return;
    }
    const selected = activeTabs[node.id] && node.children.includes(activeTabs[node.id] as string) ? activeTabs[node.id] : node.children[0];
    if (!selected) return;
    tabs.push(selected);
    visit(selected);
  };
  visit(ROOT_ID);
  return tabs;
}

/** The permalink key at the end of a dashboard permalink URL (`…/superset/dashboard/p/{key}/`). */
export function permalinkKey(url: string): string | null {
  const match = /\/p\/([^/?#]+)\/?(?:[?#].*)?$/.exec(url);
  return match ? decodeURIComponent(match[1] as string) : null;
}

/**
 * The SDK methods a host may `get` about the embedded dashboard: its data mask (`getDataMask`), its
 * selected tabs (`getActiveTabs`) and a permalink to what the viewer sees (`getDashboardPermalink`,
 * which the host may turn into a link of its own with `resolvePermalinkUrl`).
 */
export function embeddedDashboardMethods(
  getState: () => StateWithDashboard,
  host: Pick<EmbeddedHostChannel, 'get'>,
): Record<string, EmbeddedMethod> {
  return {
    getDataMask: (): DataMask => selectDataMask(getState()),
    getActiveTabs: (): string[] => {
      const { layout, activeTabs } = getState().dashboard;
      return visibleActiveTabs(layout, activeTabs);
    },
    getDashboardPermalink: async (args): Promise<string> => {
      const { dashboard, filters, appliedFilterValues, activeTabs, crossFilters, layout } = getState().dashboard;
      if (!dashboard) throw new Error('The dashboard is not loaded');
      const anchor = typeof args?.['anchor'] === 'string' && args['anchor'] !== '' ? args['anchor'] : null;
      const state = {
        ...toPermalinkState(filters, appliedFilterValues, activeTabs, crossFilters),
        activeTabs: visibleActiveTabs(layout, activeTabs),
        anchor,
      };
      const url = await createDashboardPermalink(dashboard.id, state);
      const key = permalinkKey(url);
      if (key === null) return url;
      // An SDK host may map the key to a link into its own app; without that callback it answers null.
      try {
        const resolved = await host.get('resolvePermalinkUrl', { key });
        return typeof resolved === 'string' && resolved !== '' ? resolved : url;
      } catch {
        return url;
      }
    },
  };
}

/** Which kinds of filter changed between two data masks, as Superset tells `observeDataMask` observers. */
export function dataMaskChangeTrigger(
  previous: DataMask | null,
  next: DataMask,
): { nativeFiltersChanged: boolean; crossFiltersChanged: boolean } {
  const changed = (isKind: (id: string) => boolean) => {
    const ids = new Set([...Object.keys(previous ?? {}), ...Object.keys(next)].filter(isKind));
    return [...ids].some((id) => JSON.stringify(previous?.[id] ?? null) !== JSON.stringify(next[id] ?? null));
  };
  const isNative = (id: string) => id.startsWith('NATIVE_FILTER');
  return { nativeFiltersChanged: changed(isNative), crossFiltersChanged: changed((id) => !isNative(id)) };
}

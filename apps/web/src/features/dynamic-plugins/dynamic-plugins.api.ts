import { apiClient, cancellable } from '../../api';
import type { DynamicPluginSpec } from './dynamic-plugins.slice';

interface DynamicPluginsResponse {
  result: { key: string; name: string; bundle_url: string }[];
}

/** The chart plugins an administrator registered (`GET /dynamic-plugins/api/read`). */
export function fetchDynamicPlugins(): Promise<DynamicPluginSpec[]> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<DynamicPluginsResponse>('/dynamic-plugins/api/read', { signal });
    return result.map((plugin) => ({ key: plugin.key, name: plugin.name, bundleUrl: plugin.bundle_url }));
  });
}

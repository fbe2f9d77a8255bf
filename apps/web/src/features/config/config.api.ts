import { apiClient, cancellable } from '../../api';
import type { CommonConfig } from './config.types';

interface ConfigResponse {
  result: {
    feature_flags?: Record<string, boolean>;
    conf?: Record<string, unknown>;
    locale?: string;
    version?: string;
  };
}

export function fetchCommonConfig(): Promise<CommonConfig> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<ConfigResponse>('/api/v1/common/config/', { signal, authRedirect: false });
    return {
      featureFlags: result.feature_flags ?? {},
      conf: result.conf ?? {},
      locale: result.locale ?? 'en',
      version: result.version ?? null,
    };
  });
}

/** Applies the server's request deadline (seconds in the config) to every later call. */
export function applyServerTimeout(seconds: number): void {
  apiClient.configure({ timeoutMs: seconds * 1000 });
}

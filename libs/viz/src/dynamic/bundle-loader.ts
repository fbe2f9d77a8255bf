import { hasChartPlugin } from '../registry';

/** Why a bundle did not give the app its chart type. */
export type PluginBundleFailure = 'fetch' | 'unregistered' | 'timeout';

/** A bundle that failed to load; `reason` lets the app say what happened in the user's language. */
export class PluginBundleError extends Error {
  constructor(
    readonly reason: PluginBundleFailure,
    readonly key: string,
    readonly bundleUrl: string,
  ) {
    super(`The chart plugin ${key} could not be loaded from ${bundleUrl} (${reason})`);
    this.name = 'PluginBundleError';
  }
}

export interface LoadPluginBundleOptions {
  /** The page to add the script to (the app's own by default). */
  document?: Document;
  /** How long a bundle may take before it counts as failed; a hung host must not leave charts spinning. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Loads one plugin bundle as a classic script (no CORS needed; the page's Content-Security-Policy
 * admits only the registered bundles' origins) and settles once it ran: resolved when the bundle
 * registered the chart type `key` through `window.tesseraViz`, rejected with the reason otherwise. A
 * script runs before its `load` event, so by then a well-formed bundle has registered.
 */
export function loadPluginBundle(bundleUrl: string, key: string, options: LoadPluginBundleOptions = {}): Promise<void> {
  const page = options.document ?? document;
  return new Promise<void>((resolve, reject) => {
    const script = page.createElement('script');
    const timer = setTimeout(() => settle(new PluginBundleError('timeout', key, bundleUrl)), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    function settle(error: PluginBundleError | null): void {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (error) reject(error);
      else resolve();
    }
    script.onload = () => settle(hasChartPlugin(key) ? null : new PluginBundleError('unregistered', key, bundleUrl));
    script.onerror = () => settle(new PluginBundleError('fetch', key, bundleUrl));
    script.async = true;
    script.src = bundleUrl;
    script.dataset.chartPlugin = key;
    page.head.appendChild(script);
  });
}

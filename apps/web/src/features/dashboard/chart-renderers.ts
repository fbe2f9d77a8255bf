import { getChartPlugin, type ChartRenderer } from '@tessera/viz';

const loaded = new Map<string, ChartRenderer<unknown>>();
const loading = new Map<string, Promise<ChartRenderer<unknown>>>();

/**
 * The renderer of a kind of chart if it has loaded already. Drawing with it needs no further turn:
 * even an `import()` of a module already there resolves only in a later task, which the browser
 * puts behind a stream of incoming answers, so every chart would wait for the last answer.
 */
export function loadedRenderer(vizType: string): ChartRenderer<unknown> | undefined {
  return loaded.get(vizType);
}

/** The renderer of a kind of chart, loaded once and kept for every chart of that kind; a failed load is tried again next time. */
export function loadRenderer(vizType: string): Promise<ChartRenderer<unknown>> {
  const ready = loaded.get(vizType);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(vizType);
  if (!pending) {
    pending = (getChartPlugin(vizType).loadRenderer() as Promise<ChartRenderer<unknown>>).then(
      (renderer) => {
        loaded.set(vizType, renderer);
        return renderer;
      },
      (error: unknown) => {
        loading.delete(vizType);
        throw error;
      },
    );
    loading.set(vizType, pending);
  }
  return pending;
}

/**
 * Loads the renderer of every kind of chart in `vizTypes`; resolves once each has loaded or
 * failed. The dashboard waits for this (briefly) before its chart queries leave: a renderer whose
 * chunk is still loading when the answers stream in is only ready after the last of them, so every
 * chart would draw at once at the end. A kind without a plugin, or a renderer that fails to load,
 * is reported by its chart when it draws.
 */
export async function preloadChartRenderers(vizTypes: Iterable<string>): Promise<void> {
  const loads = [...new Set(vizTypes)].map((vizType) => {
    try {
      return loadRenderer(vizType).catch(() => undefined);
    } catch {
      // No plugin draws this kind of chart; its slot says so when it draws.
      return undefined;
    }
  });
  await Promise.all(loads);
}

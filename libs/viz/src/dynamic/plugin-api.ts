import { getChartColorScale } from '../color/color-namespace';
import type { AnyChartPlugin } from '../core/chart-plugin.types';
import { buildQueryContext } from '../core/query/build-query-context';
import { defineRenderer } from '../core/render/define-renderer';
import { drawEmptyState } from '../core/render/empty-state';
import { createTooltip } from '../core/render/tooltip';
import { getNumberFormatter } from '../format/number-format';
import { registerChartPlugin } from '../registry';
import { sharedControls } from '../shared-controls';

/** Raised when the API changes in a way existing bundles would notice; bundles may check it. */
export const PLUGIN_API_VERSION = 1;

/** The one global through which a plugin bundle reaches the app: `window.tesseraViz`. */
export const PLUGIN_API_GLOBAL = 'tesseraViz';

/**
 * What a chart plugin bundle loaded at run time may use. A bundle is a plain script: it reads this
 * object from `window.tesseraViz` and calls `registerChartPlugin` with a plugin of the same anatomy as
 * the built-in ones (`metadata`, `buildQuery`, `transformProps`, `controlPanel`, `loadRenderer`),
 * `metadata.vizType` being the key an administrator registered the bundle under. The helpers are
 * those the built-in plugins use, so a bundle need not ship its own copy of the query building or
 * the number formats.
 */
export interface TesseraVizPluginApi {
  readonly apiVersion: typeof PLUGIN_API_VERSION;
  /** Adds the chart type; throws (naming what is wrong) when the plugin is malformed or its viz type is built in. */
  registerChartPlugin(plugin: AnyChartPlugin): void;
  /** The chart-data request body from form data, as `buildQuery` returns it. */
  readonly buildQueryContext: typeof buildQueryContext;
  /** A renderer from a d3 draw function, as `loadRenderer` resolves to. */
  readonly defineRenderer: typeof defineRenderer;
  readonly drawEmptyState: typeof drawEmptyState;
  readonly createTooltip: typeof createTooltip;
  readonly getNumberFormatter: typeof getNumberFormatter;
  readonly getChartColorScale: typeof getChartColorScale;
  /** The controls built-in plugins place (metric, groupby, adhoc_filters, row_limit…), by form data key. */
  readonly sharedControls: typeof sharedControls;
}

/** Puts the plugin API on `target` (the window) once, before any bundle runs; answers the API. */
export function installPluginApi(target: object = globalThis): TesseraVizPluginApi {
  const holder = target as Record<string, unknown>;
  const installed = holder[PLUGIN_API_GLOBAL] as TesseraVizPluginApi | undefined;
  if (installed?.apiVersion === PLUGIN_API_VERSION) return installed;
  const api: TesseraVizPluginApi = Object.freeze({
    apiVersion: PLUGIN_API_VERSION,
    registerChartPlugin: (plugin: AnyChartPlugin) => void registerChartPlugin(plugin),
    buildQueryContext,
    defineRenderer,
    drawEmptyState,
    createTooltip,
    getNumberFormatter,
    getChartColorScale,
    sharedControls,
  });
  Object.defineProperty(holder, PLUGIN_API_GLOBAL, { value: api, writable: false, configurable: false, enumerable: false });
  return api;
}

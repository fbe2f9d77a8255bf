import { ErrorCode, SupersetErrorType } from '@tessera/contracts/web';
import type { AnyChartPlugin, ChartPlugin } from './core/chart-plugin.types';
import type { QueryFormData } from './core/query/query.types';
import { VizError } from './core/viz-error';
import { validateChartPlugin } from './core/validate-chart-plugin';
import { bigNumberPlugin } from './plugins/big-number';
import { bigNumberTotalPlugin } from './plugins/big-number-total';
import { boxPlotChartPlugin } from './plugins/box-plot';
import { bubbleChartPlugin } from './plugins/bubble';
import { distBarChartPlugin } from './plugins/dist-bar';
import { heatmapChartPlugin } from './plugins/heatmap';
import { histogramChartPlugin } from './plugins/histogram';
import { pieChartPlugin } from './plugins/pie';
import { pivotTablePlugin } from './plugins/pivot-table';
import { tableChartPlugin } from './plugins/table';
import { areaChartPlugin } from './plugins/timeseries-area';
import { timeseriesBarChartPlugin } from './plugins/timeseries-bar';
import { lineChartPlugin } from './plugins/timeseries-line';
import { GALLERY_PLUGINS_A } from './registry.gallery-a';
import { GALLERY_PLUGINS_B } from './registry.gallery-b';
import { GALLERY_PLUGINS_C } from './registry.gallery-c';

export type { AnyChartPlugin } from './core/chart-plugin.types';

const PLUGINS: readonly AnyChartPlugin[] = [
  tableChartPlugin,
  bigNumberPlugin,
  bigNumberTotalPlugin,
  pieChartPlugin,
  pivotTablePlugin,
  lineChartPlugin,
  areaChartPlugin,
  timeseriesBarChartPlugin,
  distBarChartPlugin,
  histogramChartPlugin,
  boxPlotChartPlugin,
  heatmapChartPlugin,
  bubbleChartPlugin,
  ...GALLERY_PLUGINS_A,
  ...GALLERY_PLUGINS_B,
  ...GALLERY_PLUGINS_C,
];

/** Other names the same chart types are saved under (the timeseries naming of the area chart). */
const ALIASES: Readonly<Record<string, string>> = { echarts_timeseries_area: 'echarts_area' };

const BY_VIZ_TYPE = new Map<string, AnyChartPlugin>(PLUGINS.map((plugin) => [plugin.metadata.vizType, plugin]));
for (const [alias, vizType] of Object.entries(ALIASES)) BY_VIZ_TYPE.set(alias, BY_VIZ_TYPE.get(vizType) as AnyChartPlugin);

/** Plugins bundles registered at run time (`DYNAMIC_PLUGINS`), after the built-in ones in the gallery. */
const DYNAMIC = new Map<string, AnyChartPlugin>();

/**
 * Adds a chart plugin a bundle loaded at run time. A built-in viz type cannot be replaced (saved
 * charts of that type would silently change); registering a dynamic viz type again replaces it, so a
 * corrected bundle can be loaded over a broken one.
 */
export function registerChartPlugin(candidate: unknown): AnyChartPlugin {
  const plugin = validateChartPlugin(candidate);
  const { vizType } = plugin.metadata;
  const existing = BY_VIZ_TYPE.get(vizType);
  if (existing && !DYNAMIC.has(vizType)) {
    throw new VizError(ErrorCode.BAD_REQUEST, `The chart type ${vizType} is built in and cannot be replaced`, {
      errorType: SupersetErrorType.GENERIC_COMMAND_ERROR,
      extra: { viz_type: vizType },
    });
  }
  DYNAMIC.set(vizType, plugin);
  BY_VIZ_TYPE.set(vizType, plugin);
  return plugin;
}

/** Forgets a plugin registered at run time (built-in plugins stay). */
export function unregisterChartPlugin(vizType: string): void {
  if (!DYNAMIC.delete(vizType)) return;
  BY_VIZ_TYPE.delete(vizType);
}

/** The plugin drawing a viz type; an unknown type is a bad request naming the type. */
export function getChartPlugin<F extends QueryFormData = QueryFormData, P = unknown>(vizType: string): ChartPlugin<F, P> {
  const plugin = BY_VIZ_TYPE.get(vizType);
  if (!plugin) {
    throw new VizError(ErrorCode.BAD_REQUEST, `Unknown chart type: ${vizType}`, {
      errorType: SupersetErrorType.GENERIC_COMMAND_ERROR,
      extra: { viz_type: vizType, available: [...BY_VIZ_TYPE.keys()] },
    });
  }
  return plugin as ChartPlugin<F, P>;
}

/** True when a viz type can be drawn. */
export function hasChartPlugin(vizType: string): boolean {
  return BY_VIZ_TYPE.has(vizType);
}

/** Every registered plugin, in gallery order: the built-in ones, then those registered at run time. */
export function listChartPlugins(): readonly AnyChartPlugin[] {
  return DYNAMIC.size === 0 ? PLUGINS : [...PLUGINS, ...DYNAMIC.values()];
}

import { ErrorCode, SupersetErrorType } from '@tessera/contracts/web';
import type { ChartPlugin } from './core/chart-plugin.types';
import type { QueryFormData } from './core/query/query.types';
import { VizError } from './core/viz-error';
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

/** Any registered plugin; each keeps its own form data and props types. */
export type AnyChartPlugin = ChartPlugin<any, any>;

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

/** Every registered plugin, in gallery order. */
export function listChartPlugins(): readonly AnyChartPlugin[] {
  return PLUGINS;
}

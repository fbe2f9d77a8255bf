import { badRequest, type AnnotationLayerData, type Caller, type ChartDataItem } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { AnnotationsService } from '../annotations/annotations.service';
import { SavedChartContexts } from './saved-chart-contexts';
import { serverText } from '@tessera/platform';

/** An `annotation_layers` entry of a query object (spec part 1 §3: name, sourceType, value, overrides). */
interface AnnotationLayerRequest {
  name?: unknown;
  sourceType?: unknown;
  value?: unknown;
  show?: unknown;
  overrides?: unknown;
}

/** Runs another chart's saved query for the caller (the chart-data pipeline itself). */
export type ChartRunner = (context: Record<string, unknown>) => Promise<ChartDataItem[]>;

/** Chart-sourced layers: Superset's `line` and `table` source types name a saved chart by id. */
const CHART_SOURCES = new Set(['line', 'table']);

function layerId(layer: AnnotationLayerRequest, name: string): number {
  const id = Number(layer.value);
  if (!Number.isInteger(id) || id < 1) throw badRequest(serverText('Annotation layer %s needs the id of its source as value', name));
  return id;
}

/**
 * Fetches the data of a query's annotation layers in the same call: native layers from the annotation
 * tables (overlapping the query's time range), chart layers by running that chart's saved query.
 * Formula layers are computed by the client and need nothing here.
 */
@Injectable()
export class AnnotationDataLoader {
  constructor(
    private readonly annotations: AnnotationsService,
    private readonly savedContexts: SavedChartContexts,
  ) {}

  async load(
    layers: Record<string, unknown>[] | undefined,
    range: { from: number | null; to: number | null; timeRange: unknown },
    caller: Caller | undefined,
    runChart: ChartRunner,
  ): Promise<Record<string, AnnotationLayerData> | null> {
    const wanted = (layers ?? []).filter(
      (layer: AnnotationLayerRequest) =>
        layer.show !== false && (layer.sourceType === 'NATIVE' || CHART_SOURCES.has(String(layer.sourceType))),
    );
    if (wanted.length === 0) return null;
    const data: Record<string, AnnotationLayerData> = {};
    for (const layer of wanted as AnnotationLayerRequest[]) {
      const name = typeof layer.name === 'string' && layer.name ? layer.name : String(layer.value);
      const id = layerId(layer, name);
      if (layer.sourceType === 'NATIVE') {
        const records = await this.annotations.recordsOf(
          id,
          range.from === null ? null : new Date(range.from),
          range.to === null ? null : new Date(range.to),
        );
        if (!records) throw badRequest(serverText('Annotation layer %s does not exist', id));
        data[name] = records;
      } else {
        data[name] = await this.chartLayer(id, layer, range.timeRange, caller, runChart);
      }
    }
    return data;
  }

  private async chartLayer(
    chartId: number,
    layer: AnnotationLayerRequest,
    timeRange: unknown,
    caller: Caller | undefined,
    runChart: ChartRunner,
  ): Promise<AnnotationLayerData> {
    const context = await this.savedContexts.contextFor({ chartId, format: 'json', type: 'full' }, caller);
    // The layer's `overrides` name the settings it takes from the annotated chart (here: its time range).
    const overrides = typeof layer.overrides === 'object' && layer.overrides !== null ? (layer.overrides as Record<string, unknown>) : {};
    const queries = (Array.isArray(context.queries) ? context.queries : []).map((query: Record<string, unknown>) => ({
      ...query,
      annotation_layers: [],
      ...('time_range' in overrides && timeRange !== undefined ? { time_range: timeRange } : {}),
    }));
    const [item] = await runChart({ ...context, queries });
    return { columns: item?.colnames ?? [], records: item?.data ?? [] };
  }
}

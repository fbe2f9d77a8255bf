import type { ControlDatasource, ControlPanelConfig } from './controls/control-panel.types';
import type { ChartDataResponseResult, DataValue } from './query/chart-data.types';
import type { QueryContext, QueryFormData, QueryObjectFilterClause } from './query/query.types';

/** Interactions a chart supports, as Superset's plugin metadata names them. */
export type ChartBehavior = 'INTERACTIVE_CHART' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

export interface ChartMetadata {
  vizType: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
  behaviors: ChartBehavior[];
  supportsCrossFilter: boolean;
}

/** A chart's selection pushed to the dashboard as a cross-filter; `values: []` clears it. */
export interface CrossFilterEvent {
  column: string;
  values: DataValue[];
  label: string;
  /** The same selection as query filters, one per dimension (several when a mark has several). */
  filters: QueryObjectFilterClause[];
}

/** A right-click on a mark, with the filters that isolate it (for drill to detail / drill by). */
export interface ContextMenuEvent {
  x: number;
  y: number;
  filters: { col: string; op: string; val: DataValue }[];
}

export interface RenderCallbacks {
  onCrossFilter?(filter: CrossFilterEvent): void;
  onContextMenu?(event: ContextMenuEvent): void;
  onRendered?(): void;
  onError?(error: unknown): void;
}

/** A drawn chart; `update` redraws in place (new size, new data), `destroy` removes everything. */
export interface RenderHandle<P> {
  update(props: P): void;
  destroy(): void;
}

/** The d3 half of a plugin, loaded lazily so each chart's drawing code is its own bundle chunk. */
export interface ChartRenderer<P> {
  render(element: HTMLElement, props: P, callbacks: RenderCallbacks): RenderHandle<P>;
}

/** Context the host passes to `transformProps` besides the data. */
export interface ChartHooks {
  /** Values this chart currently cross-filters on, so it can highlight them. */
  crossFilterValues?: DataValue[];
  /** The dashboard's colour namespace, so labels share colours across its charts. */
  colorNamespace?: string;
}

export interface TransformPropsInput<F extends QueryFormData = QueryFormData> {
  formData: F;
  queriesData: ChartDataResponseResult[];
  width: number;
  height: number;
  hooks?: ChartHooks;
  datasource?: ControlDatasource;
}

/** One chart type: metadata, pure query building and data shaping, controls, and a lazy renderer. */
export interface ChartPlugin<F extends QueryFormData = QueryFormData, P = unknown> {
  metadata: ChartMetadata;
  buildQuery(formData: F): QueryContext;
  transformProps(input: TransformPropsInput<F>): P;
  controlPanel: ControlPanelConfig;
  loadRenderer(): Promise<ChartRenderer<P>>;
}

/**
 * Any plugin, whatever its own form data and props types. Those types appear only in method
 * parameters and results, so every `ChartPlugin<F, P>` is assignable to it; a host calls its methods
 * with the form data it holds and passes the props `transformProps` returns on to the renderer.
 */
export type AnyChartPlugin = ChartPlugin<QueryFormData, unknown>;

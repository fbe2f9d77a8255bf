import type { ExampleChart } from '../example-chart.types';
import { baseQuery, list, metricLabel, noTimeFilter, type FormData, type Metric, type QueryObject } from '../example-query-objects';
import { averageOf, yearFilter } from './gallery-filters';

/** `sankey_v2`: the metric per source and target, ordered by them so the row limit cuts the same flows. */
function sankeyQueries(formData: FormData): QueryObject[] {
  const columns = [formData.source, formData.target];
  const query = baseQuery(formData, columns, list<Metric>(formData.metric));
  return [{ ...query, orderby: columns.map((column) => [column, true]) }];
}

/** `graph_chart`: the metric per source, target and category columns, one row per edge. */
function graphQueries(formData: FormData): QueryObject[] {
  const columns = [formData.source, formData.target, formData.source_category, formData.target_category].filter(Boolean);
  return [baseQuery(formData, [...new Set(columns)], list<Metric>(formData.metric))];
}

/** `tree_chart`: the metric per id, parent and name column, one row per node. */
function treeQueries(formData: FormData): QueryObject[] {
  const columns = [formData.id, formData.parent, formData.name].filter(Boolean);
  return [baseQuery(formData, [...new Set(columns)], list<Metric>(formData.metric))];
}

/** `para`: every metric and the colour metric per series, ordered by the sort metric when descending. */
function parallelCoordinatesQueries(formData: FormData): QueryObject[] {
  const sortBy = formData.timeseries_limit_metric as Metric | undefined;
  const all = [...list<Metric>(formData.metrics), ...list<Metric>(formData.secondary_metric), ...list<Metric>(sortBy)];
  const metrics = [...new Map(all.map((metric) => [metricLabel(metric), metric])).values()];
  const query = baseQuery(formData, [formData.series], metrics);
  return [{ ...query, ...(sortBy && formData.order_desc ? { orderby: [[sortBy, false]] } : {}) }];
}

/** `world_map`: the colour metric (and a different bubble metric) per country. */
function worldMapQueries(formData: FormData): QueryObject[] {
  const all = [...list<Metric>(formData.metric), ...list<Metric>(formData.secondary_metric)];
  const metrics = [...new Map(all.map((metric) => [metricLabel(metric), metric])).values()];
  const query = baseQuery(formData, [formData.entity], metrics);
  return [{ ...query, ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}) }];
}

/** `horizon`: a legacy time series (`__timestamp` over the time column), its series limited by the sort metric. */
function horizonQueries(formData: FormData): QueryObject[] {
  const groupby = list<string>(formData.groupby);
  const query = baseQuery(formData, groupby, list<Metric>(formData.metrics));
  const limit = Number(formData.limit);
  return [
    {
      ...query,
      granularity: formData.granularity_sqla,
      is_timeseries: true,
      ...(limit > 0 ? { series_limit: limit, series_columns: groupby, series_limit_metric: formData.timeseries_limit_metric } : {}),
    },
  ];
}

const lifeExpectancy = averageOf('SP_DYN_LE00_IN', 'Life expectancy') as Metric;

/**
 * Gallery charts of the second group of chart types, one per type, in the order they appear on the
 * "Chart gallery" dashboard. Each entry is an {@link ExampleChart}: a unique `name`, the example
 * `table` it reads, its Superset `vizType`, a `description`, the `formData` explore would save (without
 * `datasource`/`viz_type`), and `queries`, the builder of its saved `query_context` queries.
 */
export const GALLERY_CHARTS_B: readonly ExampleChart[] = [
  {
    name: 'Revenue Flow from Product Line to Deal Size',
    table: 'cleaned_sales_data',
    vizType: 'sankey_v2',
    description: 'How the revenue of each product line splits into small, medium and large deals.',
    formData: {
      source: 'product_line',
      target: 'deal_size',
      metric: 'sum__sales',
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 1000,
      sort_by_metric: false,
      color_scheme: 'supersetColors',
    },
    queries: sankeyQueries,
  },
  {
    name: 'Sales Territories and their Countries',
    table: 'cleaned_sales_data',
    vizType: 'graph_chart',
    description: 'Each sales territory linked to the countries it serves, the edges weighted by revenue.',
    formData: {
      source: 'region',
      target: 'country',
      metric: 'sum__sales',
      source_category: 'region',
      target_category: 'region',
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 1000,
      color_scheme: 'supersetColors',
      show_legend: true,
      layout: 'force',
      edgeSymbol: 'none,arrow',
      roam: true,
      draggable: false,
      selectedMode: 'single',
      showSymbolThreshold: 0,
      baseNodeSize: 20,
      baseEdgeWidth: 3,
      edgeLength: 400,
      gravity: 0.3,
      repulsion: 1000,
      friction: 0.2,
    },
    queries: graphQueries,
  },
  {
    name: 'Countries of the EMEA Territory',
    table: 'cleaned_sales_data',
    vizType: 'tree_chart',
    description: 'The EMEA sales territory and the countries it serves, each with its revenue.',
    formData: {
      id: 'country',
      parent: 'region',
      name: 'country',
      root_node_id: 'EMEA',
      metric: 'sum__sales',
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 1000,
      layout: 'orthogonal',
      orient: 'LR',
      node_label_position: 'left',
      child_label_position: 'right',
      emphasis: 'descendant',
      symbol: 'emptyCircle',
      symbolSize: 9,
      roam: true,
    },
    queries: treeQueries,
  },
  {
    name: 'Life Expectancy around the World',
    table: 'wb_health_population',
    vizType: 'world_map',
    description: 'Life expectancy per country in 2014, with bubbles sized by population.',
    formData: {
      entity: 'country_code',
      country_fieldtype: 'cca3',
      metric: lifeExpectancy,
      secondary_metric: 'sum__SP_POP_TOTL',
      adhoc_filters: [yearFilter('year', 2014)],
      row_limit: 300,
      sort_by_metric: false,
      show_bubbles: true,
      max_bubble_size: '25',
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      color_by: 'metric',
      linear_color_scheme: 'superset_seq_1',
      y_axis_format: '.1f',
    },
    queries: worldMapQueries,
  },
  {
    name: 'Births in the Ten Largest States',
    table: 'birth_names',
    vizType: 'horizon',
    description: 'Births per year in the ten states with the most births, each folded into a horizon row.',
    formData: {
      granularity_sqla: 'ds',
      time_range: 'No filter',
      metrics: ['sum__num'],
      adhoc_filters: [],
      groupby: ['state'],
      limit: 10,
      timeseries_limit_metric: 'sum__num',
      order_desc: true,
      contribution: false,
      row_limit: 10000,
      series_height: '25',
      horizon_color_scale: 'series',
    },
    queries: horizonQueries,
  },
  {
    name: 'Most Populated Countries across Indicators',
    table: 'wb_health_population',
    vizType: 'para',
    description: 'The thirty most populated countries in 2014: population, rural share and life expectancy, coloured by life expectancy.',
    formData: {
      series: 'country_name',
      metrics: ['sum__SP_POP_TOTL', 'sum__SP_RUR_TOTL_ZS', lifeExpectancy],
      secondary_metric: lifeExpectancy,
      adhoc_filters: [yearFilter('year', 2014)],
      row_limit: 30,
      timeseries_limit_metric: 'sum__SP_POP_TOTL',
      order_desc: true,
      show_datatable: false,
      include_series: false,
      linear_color_scheme: 'superset_seq_1',
    },
    queries: parallelCoordinatesQueries,
  },
];

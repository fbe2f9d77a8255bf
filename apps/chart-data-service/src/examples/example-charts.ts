import {
  bigNumberQueries,
  bigNumberTotalQueries,
  noTimeFilter,
  pieQueries,
  pivotTableQueries,
  tableQueries,
  timeseriesQueries,
  type QueryBuilder,
} from './example-query-objects';
import type { ExampleChart } from './example-chart.types';
import { GALLERY_CHARTS } from './gallery/gallery-charts';

export type { ExampleChart } from './example-chart.types';

const QUERY_BUILDERS = {
  table: tableQueries,
  big_number: bigNumberQueries,
  big_number_total: bigNumberTotalQueries,
  pie: pieQueries,
  pivot_table_v2: pivotTableQueries,
  echarts_timeseries_line: timeseriesQueries,
  echarts_timeseries_area: timeseriesQueries,
} satisfies Record<string, QueryBuilder>;

const LAST_YEAR = {
  expressionType: 'SIMPLE',
  subject: 'year',
  operator: 'TEMPORAL_RANGE',
  comparator: '2014-01-01 : 2015-01-01',
  clause: 'WHERE',
};
const lifeExpectancy = {
  expressionType: 'SIMPLE',
  aggregate: 'AVG',
  column: { column_name: 'SP_DYN_LE00_IN' },
  label: 'Life expectancy',
} as const;
const timeseries = {
  time_grain_sqla: 'P1Y',
  truncate_metric: true,
  show_legend: true,
  row_limit: 10000,
  order_desc: true,
  rich_tooltip: true,
};

/** The charts of the topic dashboards (World Bank's Data, Sales Dashboard) and a few more. */
const TOPIC_CHARTS: readonly ExampleChart[] = [
  {
    name: "World's Population",
    table: 'wb_health_population',
    vizType: 'big_number',
    description: 'Total population of the countries in the data set, with its trend since 1960.',
    formData: {
      metric: 'sum__SP_POP_TOTL',
      x_axis: 'year',
      time_grain_sqla: 'P1Y',
      adhoc_filters: [noTimeFilter('year')],
      compare_lag: 10,
      compare_suffix: 'over 10Y',
      show_trend_line: true,
      y_axis_format: '.3s',
    },
  },
  {
    name: 'Most Populated Countries',
    table: 'wb_health_population',
    vizType: 'table',
    description: 'The ten most populated countries in 2014.',
    formData: {
      query_mode: 'aggregate',
      groupby: ['country_name'],
      metrics: ['sum__SP_POP_TOTL'],
      adhoc_filters: [LAST_YEAR],
      row_limit: 10,
      order_desc: true,
      table_timestamp_format: 'smart_date',
    },
  },
  {
    name: 'Life Expectancy by Region',
    table: 'wb_health_population',
    vizType: 'echarts_timeseries_line',
    description: 'Average life expectancy at birth per region and year.',
    formData: {
      x_axis: 'year',
      metrics: [lifeExpectancy],
      groupby: ['region'],
      adhoc_filters: [noTimeFilter('year')],
      y_axis_format: '.1f',
      ...timeseries,
    },
  },
  {
    name: 'Population by Region',
    table: 'wb_health_population',
    vizType: 'echarts_timeseries_area',
    description: 'Population per region over time, stacked.',
    formData: {
      x_axis: 'year',
      metrics: ['sum__SP_POP_TOTL'],
      groupby: ['region'],
      adhoc_filters: [noTimeFilter('year')],
      stack: 'Stack',
      y_axis_format: '.3s',
      ...timeseries,
    },
  },
  {
    name: 'Population Share by Region',
    table: 'wb_health_population',
    vizType: 'pie',
    description: 'Share of the 2014 population living in each region.',
    formData: {
      groupby: ['region'],
      metric: 'sum__SP_POP_TOTL',
      adhoc_filters: [LAST_YEAR],
      row_limit: 100,
      sort_by_metric: true,
      label_type: 'key_percent',
      show_legend: true,
      donut: true,
    },
  },
  {
    name: 'Total Revenue',
    table: 'cleaned_sales_data',
    vizType: 'big_number_total',
    description: 'Revenue of every order line.',
    formData: { metric: 'sum__sales', adhoc_filters: [noTimeFilter('order_date')], subheader: 'all orders', y_axis_format: '$,.0f' },
  },
  {
    name: 'Revenue by Product Line',
    table: 'cleaned_sales_data',
    vizType: 'pie',
    description: 'Revenue per product line.',
    formData: {
      groupby: ['product_line'],
      metric: 'sum__sales',
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 100,
      sort_by_metric: true,
      label_type: 'key_value',
      number_format: '$,.0f',
      show_legend: true,
    },
  },
  {
    name: 'Quarterly Revenue by Deal Size',
    table: 'cleaned_sales_data',
    vizType: 'echarts_timeseries_line',
    description: 'Revenue per quarter for small, medium and large deals.',
    formData: {
      x_axis: 'order_date',
      metrics: ['sum__sales'],
      groupby: ['deal_size'],
      adhoc_filters: [noTimeFilter('order_date')],
      y_axis_format: '$,.0f',
      ...timeseries,
      time_grain_sqla: 'P3M',
    },
  },
  {
    name: 'Revenue by Country and Deal Size',
    table: 'cleaned_sales_data',
    vizType: 'pivot_table_v2',
    description: 'Revenue per country, split by deal size, with totals.',
    formData: {
      groupbyRows: ['country'],
      groupbyColumns: ['deal_size'],
      metrics: ['sum__sales'],
      adhoc_filters: [noTimeFilter('order_date')],
      aggregateFunction: 'Sum',
      metricsLayout: 'COLUMNS',
      rowTotals: true,
      colTotals: true,
      valueFormat: '$,.0f',
      row_limit: 10000,
      order_desc: true,
    },
  },
  {
    name: 'Order Lines by Status',
    table: 'cleaned_sales_data',
    vizType: 'table',
    description: 'Order lines and units per order status.',
    formData: {
      query_mode: 'aggregate',
      groupby: ['status'],
      metrics: ['count', 'sum__quantity_ordered'],
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 100,
      order_desc: true,
    },
  },
  {
    name: 'Births per Year by Gender',
    table: 'birth_names',
    vizType: 'echarts_timeseries_area',
    description: 'US births per year, boys and girls stacked.',
    formData: {
      x_axis: 'ds',
      metrics: ['sum__num'],
      groupby: ['gender'],
      adhoc_filters: [noTimeFilter('ds')],
      stack: 'Stack',
      y_axis_format: '.3s',
      ...timeseries,
    },
  },
  {
    name: 'Top Video Game Publishers',
    table: 'video_game_sales',
    vizType: 'table',
    description: 'The ten publishers with the most units sold worldwide (millions).',
    formData: {
      query_mode: 'aggregate',
      groupby: ['publisher'],
      metrics: ['sum__global_sales', 'count'],
      adhoc_filters: [],
      row_limit: 10,
      order_desc: true,
    },
  },
];

/** Every example chart: the topic dashboards' charts, then the chart gallery's. */
export const EXAMPLE_CHARTS: readonly ExampleChart[] = [...TOPIC_CHARTS, ...GALLERY_CHARTS];

/** The queries a chart saves: its own builder, else the shared one of its viz type. */
function queryBuilderOf(chart: ExampleChart): QueryBuilder {
  const builder = chart.queries ?? (QUERY_BUILDERS as Record<string, QueryBuilder | undefined>)[chart.vizType];
  if (!builder) throw new Error(`The example chart "${chart.name}" has no query builder for ${chart.vizType}`);
  return builder;
}

/** The chart's saved `params` and `query_context` for the dataset it was registered as. */
export function exampleChartContent(chart: ExampleChart, datasetId: number): { params: string; queryContext: string } {
  const formData = { ...chart.formData, datasource: `${datasetId}__table`, viz_type: chart.vizType };
  const queryContext = {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: queryBuilderOf(chart)(formData),
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
  return { params: JSON.stringify(formData), queryContext: JSON.stringify(queryContext) };
}

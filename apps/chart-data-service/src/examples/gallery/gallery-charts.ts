import type { ExampleChart } from '../example-chart.types';
import { noTimeFilter, timeseriesQueries } from '../example-query-objects';
import { GALLERY_CHARTS_A } from './gallery-charts.a';
import { GALLERY_CHARTS_B } from './gallery-charts.b';
import { GALLERY_CHARTS_C } from './gallery-charts.c';
import { averageOf, yearFilter } from './gallery-filters';
import { boxPlotQueries, bubbleQueries, distBarQueries, heatmapQueries, histogramQueries } from './gallery-queries';

/**
 * Charts of the first thirteen types that the topic dashboards already show; the gallery places
 * these same charts rather than saving copies.
 */
export const GALLERY_TOPIC_CHART_NAMES: readonly string[] = [
  'Most Populated Countries',
  "World's Population",
  'Total Revenue',
  'Population Share by Region',
  'Revenue by Country and Deal Size',
  'Life Expectancy by Region',
  'Population by Region',
];

const lifeExpectancy = averageOf('SP_DYN_LE00_IN', 'Life expectancy');

/** One chart of each of the first thirteen types that no topic dashboard shows. */
const GALLERY_CORE_CHARTS: readonly ExampleChart[] = [
  {
    name: 'Quarterly Revenue by Deal Size (bars)',
    table: 'cleaned_sales_data',
    vizType: 'echarts_timeseries_bar',
    description: 'Revenue per quarter, the deal sizes stacked.',
    formData: {
      x_axis: 'order_date',
      time_grain_sqla: 'P3M',
      metrics: ['sum__sales'],
      groupby: ['deal_size'],
      adhoc_filters: [noTimeFilter('order_date')],
      stack: 'Stack',
      truncate_metric: true,
      show_legend: true,
      row_limit: 10000,
      order_desc: true,
      y_axis_format: '$,.0f',
    },
    queries: timeseriesQueries,
  },
  {
    name: 'Video Game Sales by Genre and Market',
    table: 'video_game_sales',
    vizType: 'dist_bar',
    description: 'Units sold per genre in North America, Europe and Japan (millions).',
    formData: {
      groupby: ['genre'],
      columns: [],
      metrics: ['sum__na_sales', 'sum__eu_sales', 'sum__jp_sales'],
      adhoc_filters: [],
      row_limit: 100,
      order_desc: true,
      bar_stacked: true,
      show_legend: true,
      y_axis_format: '.3s',
    },
    queries: distBarQueries,
  },
  {
    name: 'Distribution of Life Expectancy',
    table: 'wb_health_population',
    vizType: 'histogram_v2',
    description: 'How many countries reached each life expectancy band in 2014.',
    formData: { column: 'SP_DYN_LE00_IN', groupby: [], bins: 10, adhoc_filters: [yearFilter('year', 2014)], row_limit: 10000 },
    queries: histogramQueries,
  },
  {
    name: 'Life Expectancy Spread by Region',
    table: 'wb_health_population',
    vizType: 'box_plot',
    description: "The spread of the countries' life expectancy in 2014, per region.",
    formData: {
      columns: ['country_name'],
      groupby: ['region'],
      metrics: [lifeExpectancy],
      whiskerOptions: 'Tukey',
      adhoc_filters: [yearFilter('year', 2014)],
      row_limit: 10000,
      number_format: '.1f',
    },
    queries: boxPlotQueries,
  },
  {
    name: 'Revenue by Product Line and Deal Size',
    table: 'cleaned_sales_data',
    vizType: 'heatmap_v2',
    description: 'Revenue of each product line per deal size.',
    formData: {
      x_axis: 'product_line',
      groupby: ['deal_size'],
      metric: 'sum__sales',
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 10000,
      normalize_across: 'heatmap',
      linear_color_scheme: 'blues',
      show_legend: true,
      show_values: true,
      y_axis_format: '$.3s',
    },
    queries: heatmapQueries,
  },
  {
    name: 'Life Expectancy against Population',
    table: 'wb_health_population',
    vizType: 'bubble_v2',
    description: 'Each country in 2014: life expectancy, rural share and population, coloured by region.',
    formData: {
      entity: 'country_name',
      series: 'region',
      x: lifeExpectancy,
      y: 'sum__SP_RUR_TOTL_ZS',
      size: 'sum__SP_POP_TOTL',
      adhoc_filters: [yearFilter('year', 2014)],
      row_limit: 100,
      orderby: 'sum__SP_POP_TOTL',
      order_desc: true,
      max_bubble_size: 25,
      show_legend: true,
      xAxisFormat: '.1f',
      y_axis_format: '.1f',
    },
    queries: bubbleQueries,
  },
];

/** Every chart saved for the gallery: the core types' charts, then each group's. */
export const GALLERY_CHARTS: readonly ExampleChart[] = [
  ...GALLERY_CORE_CHARTS,
  ...GALLERY_CHARTS_A,
  ...GALLERY_CHARTS_B,
  ...GALLERY_CHARTS_C,
];

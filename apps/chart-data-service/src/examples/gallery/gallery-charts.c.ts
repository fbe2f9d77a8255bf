import type { ExampleChart } from '../example-chart.types';
import { noTimeFilter } from '../example-query-objects';
import {
  calHeatmapQueries,
  countryMapQueries,
  ganttQueries,
  handlebarsQueries,
  mixedTimeseriesQueries,
  partitionQueries,
  timeTableQueries,
} from './gallery-queries.c';

/** The handlebars chart's template: a ranked table of genres with their sales and a bar each. */
const GENRE_TEMPLATE = `<table class="genres">
  <caption>Best-selling genres, units sold worldwide</caption>
  {{#each data}}
    <tr>
      <td class="rank">{{sum @index 1}}.</td>
      <td class="name">{{genre}}<span class="bar" style="width: {{floor (division sum__global_sales 3)}}%"></span></td>
      <td class="sales">{{formatNumber sum__global_sales format=",.1f"}}M</td>
    </tr>
  {{/each}}
</table>`;

const GENRE_STYLE = `.genres { width: 100%; border-collapse: collapse; font: 13px sans-serif; color: #333; }
.genres caption { text-align: left; font-weight: 600; font-size: 14px; padding: 2px 0 8px; }
.genres td { padding: 3px 4px; vertical-align: top; }
.genres .rank { width: 1.5em; color: #888; }
.genres .sales { text-align: right; color: #1FA8C9; font-weight: 600; white-space: nowrap; }
.genres .bar { display: block; height: 4px; margin-top: 3px; background: #1FA8C9; border-radius: 2px; }`;

/**
 * Gallery charts of the last group of chart types (mixed chart, time-series table, calendar heatmap,
 * partition, handlebars, Gantt, country map), one per type, in the order they appear on the "Chart gallery" dashboard.
 */
export const GALLERY_CHARTS_C: readonly ExampleChart[] = [
  {
    name: 'Quarterly Revenue and Orders (mixed)',
    table: 'cleaned_sales_data',
    vizType: 'mixed_timeseries',
    description: 'Revenue per quarter as bars stacked by deal size, and the number of order lines as a line on the right axis.',
    formData: {
      x_axis: 'order_date',
      time_grain_sqla: 'P3M',
      metrics: ['sum__sales'],
      groupby: ['deal_size'],
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 10000,
      truncate_metric: true,
      order_desc: true,
      metrics_b: ['count'],
      groupby_b: [],
      adhoc_filters_b: [noTimeFilter('order_date')],
      row_limit_b: 10000,
      order_desc_b: true,
      seriesType: 'bar',
      stack: true,
      seriesTypeB: 'line',
      markerEnabledB: true,
      markerSizeB: 6,
      yAxisIndex: 0,
      yAxisIndexB: 1,
      color_scheme: 'supersetColors',
      show_legend: true,
      rich_tooltip: true,
      y_axis_format: '$.3s',
      y_axis_format_secondary: ',d',
      yAxisTitleSecondary: 'Order lines',
    },
    queries: mixedTimeseriesQueries,
  },
  {
    name: 'Births in the Largest States over the Years',
    table: 'birth_names',
    vizType: 'time_table',
    description:
      'Births per year in the six states with the most births: the trend, the change of the last year on the one before, the share and the five-year average.',
    formData: {
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      metrics: ['sum__num'],
      groupby: ['state'],
      adhoc_filters: [],
      limit: 6,
      timeseries_limit_metric: 'sum__num',
      order_desc: true,
      row_limit: 10000,
      column_collection: [
        { key: 'trend', label: 'Trend', colType: 'spark', width: 90, height: 24, showYAxis: false, sparkType: 'line', dateFormat: '%Y' },
        {
          key: 'change',
          label: 'vs. year before',
          colType: 'time',
          timeLag: 1,
          comparisonType: 'perc_change',
          bounds: [-0.05, 0.05],
          d3format: '+.1%',
        },
        { key: 'share', label: 'Share', colType: 'contrib', d3format: '.1%' },
        { key: 'average', label: '5-yr avg.', colType: 'avg', timeLag: 5, d3format: '.3s' },
      ],
    },
    queries: timeTableQueries,
  },
  {
    name: 'Order Lines per Day in 2004',
    table: 'cleaned_sales_data',
    vizType: 'cal_heatmap',
    description: 'How many order lines came in on each day of 2004, month by month.',
    formData: {
      granularity_sqla: 'order_date',
      time_range: '2004-01-01 : 2005-01-01',
      metrics: ['count'],
      adhoc_filters: [],
      domain_granularity: 'month',
      subdomain_granularity: 'day',
      linear_color_scheme: 'blues',
      cell_size: 10,
      cell_padding: 2,
      cell_radius: 2,
      steps: 8,
      y_axis_format: ',d',
      x_axis_time_format: 'smart_date',
      show_legend: true,
      show_values: false,
      show_metric_name: false,
    },
    queries: calHeatmapQueries,
  },
  {
    name: 'Revenue by Territory and Product Line',
    table: 'cleaned_sales_data',
    vizType: 'partition',
    description: 'All revenue split by sales territory, then by its four largest product lines.',
    formData: {
      granularity_sqla: 'order_date',
      time_range: 'No filter',
      metrics: ['sum__sales'],
      groupby: ['region', 'product_line'],
      adhoc_filters: [],
      row_limit: 10000,
      order_desc: true,
      time_series_option: 'not_time',
      color_scheme: 'supersetColors',
      number_format: '$.3s',
      partition_limit: 4,
      log_scale: false,
      equal_date_size: true,
      rich_tooltip: true,
    },
    queries: partitionQueries,
  },
  {
    name: 'Best-selling Video Game Genres (handlebars)',
    table: 'video_game_sales',
    vizType: 'handlebars',
    description: 'The eight genres with the most units sold worldwide, written out by a Handlebars template.',
    formData: {
      query_mode: 'aggregate',
      groupby: ['genre'],
      metrics: ['sum__global_sales'],
      all_columns: [],
      adhoc_filters: [],
      row_limit: 8,
      order_desc: true,
      handlebarsTemplate: GENRE_TEMPLATE,
      styleTemplate: GENRE_STYLE,
    },
    queries: handlebarsQueries,
  },
  {
    name: 'Orders in the First Half of 2004 (Gantt)',
    table: 'cleaned_sales_data',
    vizType: 'gantt_chart',
    description:
      // Only a date window: the cluster's and the tests' smaller example samples hold no single country in every quarter.
      'The first orders of the first half of 2004 by customer name, each drawn from its order date to seven days later, coloured by status.',
    formData: {
      start_time: 'order_date',
      end_time: { expressionType: 'SQL', sqlExpression: "order_date + INTERVAL '7 days'", label: 'seven_days_later' },
      y_axis: 'customer_name',
      series: 'status',
      subcategories: false,
      tooltip_metrics: ['sum__sales'],
      tooltip_columns: [],
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          subject: 'order_date',
          operator: 'TEMPORAL_RANGE',
          comparator: '2004-01-01 : 2004-07-01',
          clause: 'WHERE',
        },
      ],
      order_by_cols: ['["customer_name", true]'],
      row_limit: 40,
      color_scheme: 'supersetColors',
      show_legend: true,
      x_axis_time_format: '%b %d',
      tooltipTimeFormat: '%Y-%m-%d',
    },
    queries: ganttQueries,
  },
  {
    name: 'Births by State (country map)',
    table: 'birth_names',
    vizType: 'country_map',
    description: 'Births from 1965 to 2008 in the states birth_names names by their USPS code; its other states, grouped, stay grey.',
    formData: {
      select_country: 'usa',
      entity: 'state',
      metric: 'sum__num',
      adhoc_filters: [noTimeFilter('ds')],
      row_limit: 100,
      number_format: '.3s',
      linear_color_scheme: 'blues',
    },
    queries: countryMapQueries,
  },
];

import type { ExampleChart } from '../example-chart.types';
import { noTimeFilter, timeseriesQueries } from '../example-query-objects';
import { averageOf, yearFilter } from './gallery-filters';
import { groupedMetricQueries, radarQueries } from './gallery-queries.a';

const yearly = { time_grain_sqla: 'P1Y', truncate_metric: true, show_legend: true, row_limit: 10000, order_desc: true, rich_tooltip: true };

/**
 * Gallery charts of the first group of chart types (scatter, smooth and step lines, funnel, gauge, …),
 * one per type, in the order they appear on the "Chart gallery" dashboard.
 */
export const GALLERY_CHARTS_A: readonly ExampleChart[] = [
  {
    name: 'Rural Population Share by Region (scatter)',
    table: 'wb_health_population',
    vizType: 'echarts_timeseries_scatter',
    description: "Each region's average share of people living in the countryside, per year.",
    formData: {
      x_axis: 'year',
      metrics: [averageOf('SP_RUR_TOTL_ZS', 'Rural population %')],
      groupby: ['region'],
      adhoc_filters: [noTimeFilter('year')],
      markerSize: 6,
      y_axis_format: '.1f',
      ...yearly,
    },
    queries: timeseriesQueries,
  },
  {
    name: 'Births per Year (smooth line)',
    table: 'birth_names',
    vizType: 'echarts_timeseries_smooth',
    description: 'US births per year, boys and girls.',
    formData: {
      x_axis: 'ds',
      metrics: ['sum__num'],
      groupby: ['gender'],
      adhoc_filters: [noTimeFilter('ds')],
      y_axis_format: '.3s',
      ...yearly,
    },
    queries: timeseriesQueries,
  },
  {
    name: 'Orders per Quarter (stepped line)',
    table: 'cleaned_sales_data',
    vizType: 'echarts_timeseries_step',
    description: 'Order lines per quarter and deal size, stepping at the start of each quarter.',
    formData: {
      x_axis: 'order_date',
      metrics: ['count'],
      groupby: ['deal_size'],
      adhoc_filters: [noTimeFilter('order_date')],
      seriesType: 'start',
      y_axis_format: ',d',
      ...yearly,
      time_grain_sqla: 'P3M',
    },
    queries: timeseriesQueries,
  },
  {
    name: 'Revenue by Product Line (funnel)',
    table: 'cleaned_sales_data',
    vizType: 'funnel',
    description: 'Revenue of each product line, largest first, as a share of the largest.',
    formData: {
      groupby: ['product_line'],
      metric: 'sum__sales',
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 10,
      sort_by_metric: true,
      percent_calculation_type: 'first_step',
      label_type: 4,
      tooltip_label_type: 5,
      number_format: '$,.3s',
      show_labels: true,
      show_legend: true,
    },
    queries: groupedMetricQueries,
  },
  {
    name: 'Average Price per Order Line (gauge)',
    table: 'cleaned_sales_data',
    vizType: 'gauge_chart',
    description: 'The average unit price of all order lines, against bands of cheap, usual and dear.',
    formData: {
      groupby: [],
      metric: 'avg__price_each',
      adhoc_filters: [noTimeFilter('order_date')],
      row_limit: 10,
      min_val: 0,
      max_val: 150,
      number_format: '$,.0f',
      value_formatter: '{value} per unit',
      show_pointer: true,
      show_progress: false,
      show_split_line: true,
      split_number: 6,
      intervals: '60,100,150',
      interval_color_indices: '3,2,4',
    },
    queries: groupedMetricQueries,
  },
  {
    name: 'Health Indicators by Region (radar)',
    table: 'wb_health_population',
    vizType: 'radar',
    description: "Each region's average life expectancy, rural share, GDP and people living with HIV in 2014.",
    formData: {
      groupby: ['region'],
      metrics: [
        averageOf('SP_DYN_LE00_IN', 'Life expectancy'),
        averageOf('SP_RUR_TOTL_ZS', 'Rural %'),
        averageOf('NY_GDP_MKTP_CD', 'GDP'),
        averageOf('SH_DYN_AIDS', 'HIV'),
      ],
      adhoc_filters: [yearFilter('year', 2014)],
      row_limit: 10,
      show_labels: false,
      number_format: '.3s',
      show_legend: true,
    },
    queries: radarQueries,
  },
];

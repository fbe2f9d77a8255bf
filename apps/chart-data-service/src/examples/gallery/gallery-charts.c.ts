import type { ExampleChart } from '../example-chart.types';
import { noTimeFilter } from '../example-query-objects';
import { mixedTimeseriesQueries, timeTableQueries } from './gallery-queries.c';

/**
 * Gallery charts of the last group of chart types (mixed chart, time-series table, calendar heatmap,
 * partition, handlebars), one per type, in the order they appear on the "Chart gallery" dashboard.
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
      'Births per year in the eight states with the most births: the trend, the change on the year before, the share and the average.',
    formData: {
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      metrics: ['sum__num'],
      groupby: ['state'],
      adhoc_filters: [],
      limit: 8,
      timeseries_limit_metric: 'sum__num',
      order_desc: true,
      row_limit: 10000,
      column_collection: [
        { key: 'trend', label: 'Trend', colType: 'spark', width: 160, height: 28, showYAxis: false, sparkType: 'line', dateFormat: '%Y' },
        {
          key: 'change',
          label: 'vs. year before',
          colType: 'time',
          timeLag: 1,
          comparisonType: 'perc_change',
          bounds: [-0.05, 0.05],
          d3format: '+.1%',
        },
        { key: 'births', label: 'Births (last year)', colType: 'time', timeLag: 0, comparisonType: 'value', d3format: ',d' },
        { key: 'share', label: 'Share', colType: 'contrib', d3format: '.1%' },
        { key: 'average', label: '5-year average', colType: 'avg', timeLag: 5, d3format: ',.0f' },
      ],
    },
    queries: timeTableQueries,
  },
];

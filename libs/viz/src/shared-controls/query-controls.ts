import type { ControlConfig, ControlPanelConfig } from '../core/controls/control-panel.types';
import type { AdhocFilter, QueryFormColumn } from '../core/query/query.types';
import {
  DEFAULT_MAX_ROW_LIMIT,
  DEFAULT_ROW_LIMIT,
  DEFAULT_TIME_GRAIN,
  ROW_LIMIT_OPTIONS,
  SERIES_LIMIT_OPTIONS,
  TIME_GRAIN_CHOICES,
} from './choices';
import { defaultTemporalColumn, isTemporalColumn } from './temporal';
import { validateInteger, validateMaxValue, validateNonEmpty, validateNumber } from './validators';
import { translatable } from '../core/i18n/translatable';

/** The filter every temporal x-axis starts with: no time restriction, ready for the user to narrow. */
export const NO_TIME_RANGE = 'No filter';

export const metricsControl: ControlConfig = {
  name: 'metrics',
  type: 'MetricsControl',
  label: translatable('Metrics'),
  description: translatable(
    'Select one or many metrics to display. You can use an aggregation function on a column or write custom SQL to create a metric.',
  ),
  multi: true,
  default: [],
  validators: [validateNonEmpty],
};

export const metricControl: ControlConfig = {
  name: 'metric',
  type: 'MetricControl',
  label: translatable('Metric'),
  description: translatable(
    'Select a metric to display. You can use an aggregation function on a column or write custom SQL to create a metric.',
  ),
  validators: [validateNonEmpty],
};

export const groupbyControl: ControlConfig = {
  name: 'groupby',
  type: 'GroupByControl',
  label: translatable('Dimensions'),
  description: translatable(
    'Dimensions contain qualitative values such as names, dates, or geographical data. Use dimensions to categorize, segment, and reveal the details in your data.',
  ),
  multi: true,
  default: [],
};

export const columnsControl: ControlConfig = {
  ...groupbyControl,
  name: 'columns',
  label: translatable('Columns'),
  description: translatable('One or many columns to show.'),
};

/** The column whose values are the plotted entities (countries, bubbles). */
export const entityControl: ControlConfig = {
  name: 'entity',
  type: 'GroupByControl',
  label: translatable('Entity'),
  description: translatable('This defines the element to be plotted on the chart'),
  multi: false,
  validators: [validateNonEmpty],
};

export const xAxisControl: ControlConfig = {
  name: 'x_axis',
  type: 'XAxisControl',
  label: translatable('X-axis'),
  description: translatable('Dimension to use on x-axis.'),
  validators: [validateNonEmpty],
  initialValue: ({ formData, datasource }) => formData.x_axis ?? defaultTemporalColumn(datasource),
};

export const timeGrainControl: ControlConfig = {
  name: 'time_grain_sqla',
  type: 'TimeGrainControl',
  label: translatable('Time Grain'),
  description: translatable(
    'Select a time grain for the visualization. The grain is the time interval represented by a single point on the chart.',
  ),
  default: DEFAULT_TIME_GRAIN,
  choices: TIME_GRAIN_CHOICES,
  clearable: true,
  visibility: (formData) => formData.x_axis === undefined || isTemporalColumn(formData.x_axis, formData),
};

export const adhocFiltersControl: ControlConfig = {
  name: 'adhoc_filters',
  type: 'AdhocFilterControl',
  label: translatable('Filters'),
  description: translatable('Filters to apply to the query. A temporal x-axis starts with a time range filter on that column.'),
  default: [],
  initialValue: ({ formData, datasource }) => {
    if (Array.isArray(formData.adhoc_filters)) return formData.adhoc_filters;
    const xAxis = formData.x_axis as QueryFormColumn | undefined;
    if (xAxis === undefined || !isTemporalColumn(xAxis, formData, datasource)) return [];
    const filter: AdhocFilter = {
      clause: 'WHERE',
      expressionType: 'SIMPLE',
      subject: xAxis,
      operator: 'TEMPORAL_RANGE',
      comparator: NO_TIME_RANGE,
    };
    return [filter];
  },
};

/** The row limit control, bounded by the deployment's maximum (the server's row ceiling by default). */
export function createRowLimitControl(maxRowLimit: number = DEFAULT_MAX_ROW_LIMIT): ControlConfig {
  return {
    name: 'row_limit',
    type: 'SelectControl',
    label: translatable('Row limit'),
    description: translatable(
      'Limits the number of the rows that are computed in the query that is the source of the data used for this chart.',
    ),
    freeForm: true,
    default: DEFAULT_ROW_LIMIT,
    choices: ROW_LIMIT_OPTIONS.map((value) => [value, String(value)] as const),
    validators: [validateNonEmpty, validateInteger, validateMaxValue(maxRowLimit)],
  };
}

export const rowLimitControl: ControlConfig = createRowLimitControl();

/**
 * The panel with its row limit bounded by the deployment's configured maximum; the plugin's own
 * choices and default for the control are kept.
 */
export function withMaxRowLimit(panel: ControlPanelConfig, maxRowLimit: number): ControlPanelConfig {
  const { validators } = createRowLimitControl(maxRowLimit);
  return {
    ...panel,
    sections: panel.sections.map((section) => ({
      ...section,
      controlSetRows: section.controlSetRows.map((row) =>
        row.map((control) => (control.name === rowLimitControl.name ? { ...control, validators } : control)),
      ),
    })),
  };
}

export const seriesLimitControl: ControlConfig = {
  name: 'series_limit',
  type: 'SelectControl',
  label: translatable('Series limit'),
  description: translatable(
    'Limits the number of series that get displayed. A joined subquery (or an extra phase where subqueries are not supported) is applied to limit the number of series that get fetched and rendered.',
  ),
  freeForm: true,
  clearable: true,
  choices: SERIES_LIMIT_OPTIONS.map((value) => [value, String(value)] as const),
  validators: [validateNumber],
};

export const seriesLimitMetricControl: ControlConfig = {
  name: 'series_limit_metric',
  type: 'MetricControl',
  label: translatable('Sort by'),
  description: translatable(
    'Metric used to define how the top series are sorted if a series or row limit is present. If undefined reverts to the first metric (where appropriate).',
  ),
  clearable: true,
};

export const timeseriesLimitMetricControl: ControlConfig = {
  ...seriesLimitMetricControl,
  name: 'timeseries_limit_metric',
  description: translatable('Metric used to order the rows. If undefined reverts to the first metric.'),
};

function hasSortMetric(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

export const orderDescControl: ControlConfig = {
  name: 'order_desc',
  type: 'CheckboxControl',
  label: translatable('Sort Descending'),
  description: translatable('Whether to sort descending or ascending.'),
  default: true,
  visibility: (formData) => hasSortMetric(formData.series_limit_metric) || hasSortMetric(formData.timeseries_limit_metric),
};

export const truncateMetricControl: ControlConfig = {
  name: 'truncate_metric',
  type: 'CheckboxControl',
  label: translatable('Truncate Metric'),
  description: translatable('Whether to truncate metrics.'),
  default: true,
};

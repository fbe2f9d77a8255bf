import type { ControlConfig, ControlPanelConfig, ControlValidator } from '../../core/controls/control-panel.types';
import type { QueryFormData } from '../../core/query/query.types';
import { D3_TIME_FORMAT_CHOICES, SMART_DATE_ID } from '../../shared-controls/choices';
import { conditionalFormattingControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeGrainControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { getQueryMode } from './build-query';
import type { TableFormData } from './table.types';
import { translatable } from '../../core/i18n/translatable';

export const isAggregate = (formData: Partial<QueryFormData>) => getQueryMode(formData as TableFormData) === 'aggregate';
const isRaw = (formData: Partial<QueryFormData>) => !isAggregate(formData);
const hasValues = (value: unknown) => Array.isArray(value) && value.length > 0;

/** Aggregate mode needs something to aggregate by or on. */
const validateAggregation: ControlValidator = (_value, formData) =>
  hasValues(formData.groupby) || hasValues(formData.metrics) || hasValues(formData.percent_metrics)
    ? false
    : translatable('Group By, Metrics or Percentage Metrics must have a value');

export const queryModeControl: ControlConfig = {
  name: 'query_mode',
  type: 'SelectControl',
  label: translatable('Query mode'),
  description: translatable('Aggregate rows by dimensions and metrics, or show raw records.'),
  default: 'aggregate',
  clearable: false,
  choices: [
    ['aggregate', translatable('Aggregate')],
    ['raw', translatable('Raw records')],
  ],
};

export const allColumnsControl: ControlConfig = {
  name: 'all_columns',
  type: 'GroupByControl',
  label: translatable('Columns'),
  description: translatable('Columns to display'),
  multi: true,
  default: [],
  validators: [validateNonEmpty],
  visibility: isRaw,
};

export const orderByColsControl: ControlConfig = {
  name: 'order_by_cols',
  type: 'SelectControl',
  label: translatable('Ordering'),
  description: translatable('Order results by selected columns'),
  multi: true,
  freeForm: true,
  default: [],
  visibility: isRaw,
};

const showTotalsControl: ControlConfig = {
  name: 'show_totals',
  type: 'CheckboxControl',
  label: translatable('Show summary'),
  description: translatable('Show total aggregations of selected metrics. Note that row limit does not apply to the result.'),
  default: false,
  visibility: isAggregate,
};

const pageLengthControl: ControlConfig = {
  name: 'page_length',
  type: 'SelectControl',
  label: translatable('Page length'),
  description: translatable('Rows per page, 0 means no pagination'),
  freeForm: true,
  default: null,
  renderTrigger: true,
  choices: [
    [null, translatable('All')],
    [10, '10'],
    [20, '20'],
    [50, '50'],
    [100, '100'],
    [200, '200'],
  ],
};

const checkbox = (name: string, label: string, description: string, value: boolean): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: value,
  renderTrigger: true,
});

const timestampFormatControl: ControlConfig = {
  name: 'table_timestamp_format',
  type: 'DateFormatControl',
  label: translatable('Timestamp format'),
  description: translatable('D3 time format for datetime columns'),
  freeForm: true,
  default: SMART_DATE_ID,
  choices: D3_TIME_FORMAT_CHOICES,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [queryModeControl],
        [{ ...groupbyControl, visibility: isAggregate }],
        [{ ...timeGrainControl, visibility: (formData) => isAggregate(formData) && hasValues(formData.groupby) }],
        [{ ...metricsControl, validators: [validateAggregation], visibility: isAggregate }],
        [allColumnsControl],
        [
          {
            ...metricsControl,
            name: 'percent_metrics',
            label: translatable('Percentage metrics'),
            description: translatable('Select one or many metrics to display, that will be displayed in the percentages of total.'),
            validators: [],
            visibility: isAggregate,
          },
        ],
        [adhocFiltersControl],
        [{ ...timeseriesLimitMetricControl, visibility: isAggregate }],
        [orderByColsControl],
        [rowLimitControl],
        [
          {
            ...orderDescControl,
            default: false,
            visibility: (formData) => isAggregate(formData) && Boolean(formData.timeseries_limit_metric),
          },
        ],
        [showTotalsControl],
      ],
    },
    {
      label: translatable('Options'),
      expanded: true,
      controlSetRows: [
        [timestampFormatControl],
        [pageLengthControl],
        [checkbox('include_search', translatable('Search box'), translatable('Whether to include a client-side search box'), false)],
        [
          checkbox(
            'show_cell_bars',
            translatable('Cell bars'),
            translatable('Whether to display a bar chart background in table columns'),
            true,
          ),
        ],
        [
          checkbox(
            'align_pn',
            translatable('Align +/-'),
            translatable('Whether to align background charts with both positive and negative values at 0'),
            false,
          ),
        ],
        [
          checkbox(
            'color_pn',
            translatable('Color +/-'),
            translatable('Whether to colorize numeric values by whether they are positive or negative'),
            true,
          ),
        ],
        [conditionalFormattingControl],
      ],
    },
  ],
};

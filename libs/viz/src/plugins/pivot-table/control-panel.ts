import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { D3_FORMAT_CHOICES, D3_TIME_FORMAT_CHOICES, SMART_DATE_ID } from '../../shared-controls/choices';
import { conditionalFormattingControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  timeGrainControl,
} from '../../shared-controls/query-controls';
import { AGGREGATE_FUNCTIONS } from './aggregators';
import { translatable } from '../../core/i18n/translatable';

const hasValues = (value: unknown) => Array.isArray(value) && value.length > 0;

const checkbox = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: false,
  renderTrigger: true,
});

const select = (name: string, label: string, description: string, choices: ControlConfig['choices'], value: unknown): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  description,
  choices,
  default: value,
  clearable: false,
  renderTrigger: true,
});

const ORDER_CHOICES: ControlConfig['choices'] = [
  ['key_a_to_z', translatable('key a-z')],
  ['key_z_to_a', translatable('key z-a')],
  ['value_a_to_z', translatable('value ascending')],
  ['value_z_to_a', translatable('value descending')],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [
          {
            ...groupbyControl,
            name: 'groupbyColumns',
            label: translatable('Columns'),
            description: translatable('Columns to group by on the columns'),
          },
        ],
        [
          {
            ...groupbyControl,
            name: 'groupbyRows',
            label: translatable('Rows'),
            description: translatable('Columns to group by on the rows'),
          },
        ],
        [{ ...timeGrainControl, visibility: (formData) => hasValues(formData.groupbyColumns) || hasValues(formData.groupbyRows) }],
        [metricsControl],
        [
          select(
            'metricsLayout',
            translatable('Apply metrics on'),
            translatable('Use metrics as a top level group for columns or for rows'),
            [
              ['COLUMNS', translatable('Columns')],
              ['ROWS', translatable('Rows')],
            ],
            'COLUMNS',
          ),
        ],
        [adhocFiltersControl],
        [seriesLimitControl],
        [
          {
            ...rowLimitControl,
            label: translatable('Cell limit'),
            description: translatable('Limits the number of cells that get retrieved.'),
          },
        ],
        [
          {
            ...seriesLimitMetricControl,
            description: translatable(
              'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
            ),
          },
        ],
        [
          {
            name: 'order_desc',
            type: 'CheckboxControl',
            label: translatable('Sort Descending'),
            description: translatable('Whether to sort descending or ascending'),
            default: true,
          },
        ],
      ],
    },
    {
      label: translatable('Options'),
      expanded: true,
      controlSetRows: [
        [
          select(
            'aggregateFunction',
            translatable('Aggregation function'),
            translatable('Aggregate function to apply when pivoting and computing the total rows and columns'),
            AGGREGATE_FUNCTIONS.map((name) => [name, name] as const),
            'Sum',
          ),
        ],
        [checkbox('rowTotals', translatable('Show rows total'), translatable('Display row level total'))],
        [checkbox('rowSubTotals', translatable('Show rows subtotal'), translatable('Display row level subtotal'))],
        [checkbox('colTotals', translatable('Show columns total'), translatable('Display column level total'))],
        [checkbox('colSubTotals', translatable('Show columns subtotal'), translatable('Display column level subtotal'))],
        [checkbox('transposePivot', translatable('Transpose pivot'), translatable('Swap rows and columns'))],
        [
          checkbox(
            'combineMetric',
            translatable('Combine metrics'),
            translatable(
              'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
            ),
          ),
        ],
        [
          {
            name: 'valueFormat',
            type: 'NumberFormatControl',
            label: translatable('Value format'),
            description: translatable('D3 format syntax: https://github.com/d3/d3-format'),
            freeForm: true,
            default: 'SMART_NUMBER',
            choices: D3_FORMAT_CHOICES,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'date_format',
            type: 'DateFormatControl',
            label: translatable('Date format'),
            description: translatable('D3 time format for datetime columns'),
            freeForm: true,
            default: SMART_DATE_ID,
            choices: D3_TIME_FORMAT_CHOICES,
            renderTrigger: true,
          },
        ],
        [select('rowOrder', translatable('Sort rows by'), translatable('Change order of rows.'), ORDER_CHOICES, 'key_a_to_z')],
        [select('colOrder', translatable('Sort columns by'), translatable('Change order of columns.'), ORDER_CHOICES, 'key_a_to_z')],
        [
          {
            ...select(
              'rowSubtotalPosition',
              translatable('Rows subtotal position'),
              translatable('Position of row level subtotal'),
              [
                [true, translatable('Top')],
                [false, translatable('Bottom')],
              ],
              false,
            ),
            visibility: (formData) => Boolean(formData.rowSubTotals),
          },
        ],
        [
          {
            ...select(
              'colSubtotalPosition',
              translatable('Columns subtotal position'),
              translatable('Position of column level subtotal'),
              [
                [true, translatable('Left')],
                [false, translatable('Right')],
              ],
              false,
            ),
            visibility: (formData) => Boolean(formData.colSubTotals),
          },
        ],
        [conditionalFormattingControl],
      ],
    },
  ],
};

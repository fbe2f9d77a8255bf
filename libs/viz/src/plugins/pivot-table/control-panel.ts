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
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...groupbyControl, name: 'groupbyColumns', label: 'Columns', description: 'Columns to group by on the columns' }],
        [{ ...groupbyControl, name: 'groupbyRows', label: 'Rows', description: 'Columns to group by on the rows' }],
        [{ ...timeGrainControl, visibility: (formData) => hasValues(formData.groupbyColumns) || hasValues(formData.groupbyRows) }],
        [metricsControl],
        [
          select(
            'metricsLayout',
            'Apply metrics on',
            'Use metrics as a top level group for columns or for rows',
            [
              ['COLUMNS', 'Columns'],
              ['ROWS', 'Rows'],
            ],
            'COLUMNS',
          ),
        ],
        [adhocFiltersControl],
        [seriesLimitControl],
        [{ ...rowLimitControl, label: 'Cell limit', description: 'Limits the number of cells that get retrieved.' }],
        [
          {
            ...seriesLimitMetricControl,
            description:
              'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
          },
        ],
        [
          {
            name: 'order_desc',
            type: 'CheckboxControl',
            label: 'Sort Descending',
            description: 'Whether to sort descending or ascending',
            default: true,
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          select(
            'aggregateFunction',
            'Aggregation function',
            'Aggregate function to apply when pivoting and computing the total rows and columns',
            AGGREGATE_FUNCTIONS.map((name) => [name, name] as const),
            'Sum',
          ),
        ],
        [checkbox('rowTotals', 'Show rows total', 'Display row level total')],
        [checkbox('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal')],
        [checkbox('colTotals', 'Show columns total', 'Display column level total')],
        [checkbox('colSubTotals', 'Show columns subtotal', 'Display column level subtotal')],
        [checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns')],
        [
          checkbox(
            'combineMetric',
            'Combine metrics',
            'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
          ),
        ],
        [
          {
            name: 'valueFormat',
            type: 'NumberFormatControl',
            label: 'Value format',
            description: 'D3 format syntax: https://github.com/d3/d3-format',
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
            label: 'Date format',
            description: 'D3 time format for datetime columns',
            freeForm: true,
            default: SMART_DATE_ID,
            choices: D3_TIME_FORMAT_CHOICES,
            renderTrigger: true,
          },
        ],
        [select('rowOrder', 'Sort rows by', 'Change order of rows.', ORDER_CHOICES, 'key_a_to_z')],
        [select('colOrder', 'Sort columns by', 'Change order of columns.', ORDER_CHOICES, 'key_a_to_z')],
        [
          {
            ...select(
              'rowSubtotalPosition',
              'Rows subtotal position',
              'Position of row level subtotal',
              [
                [true, 'Top'],
                [false, 'Bottom'],
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
              'Columns subtotal position',
              'Position of column level subtotal',
              [
                [true, 'Left'],
                [false, 'Right'],
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

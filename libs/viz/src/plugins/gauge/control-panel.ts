import type { ControlConfig, ControlPanelConfig, ControlValidator } from '../../core/controls/control-panel.types';
import { colorSchemeControl, numberFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, groupbyControl, metricControl } from '../../shared-controls/query-controls';
import { validateNumber } from '../../shared-controls/validators';

const rowLimit: ControlConfig = {
  ...createRowLimitControl(),
  default: 10,
  choices: Array.from({ length: 10 }, (_, i) => [i + 1, String(i + 1)] as const),
};

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  description: 'Whether to sort results by the selected metric in descending order.',
  default: false,
};

function text(name: string, label: string, description: string, defaultValue: unknown, extra: Partial<ControlConfig> = {}): ControlConfig {
  return { name, type: 'TextControl', label, description, default: defaultValue, renderTrigger: true, ...extra };
}

function checkbox(name: string, label: string, description: string, defaultValue: boolean): ControlConfig {
  return { name, type: 'CheckboxControl', label, description, default: defaultValue, renderTrigger: true };
}

/** An empty bound means "from the data" (Superset saves it as `"null"`); anything else must be a number. */
const optionalNumber: ControlValidator = (value, formData) => (value === 'null' ? false : validateNumber(value, formData));

const minVal = text('min_val', 'Min', 'Minimum value on the gauge axis', null, { validators: [optionalNumber] });
const maxVal = text('max_val', 'Max', 'Maximum value on the gauge axis', null, { validators: [optionalNumber] });
const startAngle = text('start_angle', 'Start angle', 'Angle at which to start progress axis', 225);
const endAngle = text('end_angle', 'End angle', 'Angle at which to end progress axis', -45);

const fontSize: ControlConfig = {
  name: 'font_size',
  type: 'SliderControl',
  label: 'Font size',
  description: 'Font size for axis labels, detail value and other text elements',
  default: 15,
  min: 10,
  max: 20,
  renderTrigger: true,
};

const splitNumber: ControlConfig = {
  name: 'split_number',
  type: 'SliderControl',
  label: 'Split number',
  description: 'Number of split segments on the axis',
  default: 10,
  min: 3,
  max: 30,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...groupbyControl, label: 'Group by', description: 'Columns to group by' }],
        [metricControl],
        [adhocFiltersControl],
        [rowLimit],
        [sortByMetric],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [minVal, maxVal],
        [startAngle, endAngle],
        [colorSchemeControl],
        [fontSize],
        [numberFormatControl],
        [text('value_formatter', 'Value format', 'Additional text to add before or after the value, e.g. unit', '{value}')],
        [checkbox('show_pointer', 'Show pointer', 'Whether to show the pointer', true)],
        [checkbox('animation', 'Animation', 'Whether to animate the progress and the value or just display them', true)],
        [checkbox('show_axis_tick', 'Show axis line ticks', 'Whether to show minor ticks on the axis', false)],
        [checkbox('show_split_line', 'Show split lines', 'Whether to show the split lines on the axis', false)],
        [splitNumber],
        [checkbox('show_progress', 'Show progress', 'Whether to show the progress of gauge chart', true)],
        [checkbox('overlap', 'Overlap', 'Whether the progress bar overlaps when there are multiple groups of data', true)],
        [checkbox('round_cap', 'Round cap', 'Style the ends of the progress bar with a round cap', false)],
        [
          text(
            'intervals',
            'Interval bounds',
            'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
            '',
          ),
        ],
        [
          text(
            'interval_color_indices',
            'Interval colors',
            'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
            '',
          ),
        ],
      ],
    },
  ],
};

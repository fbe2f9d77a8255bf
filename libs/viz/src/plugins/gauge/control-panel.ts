import type { ControlConfig, ControlPanelConfig, ControlValidator } from '../../core/controls/control-panel.types';
import { colorSchemeControl, numberFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, groupbyControl, metricControl } from '../../shared-controls/query-controls';
import { validateNumber } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const rowLimit: ControlConfig = {
  ...createRowLimitControl(),
  default: 10,
  choices: Array.from({ length: 10 }, (_, i) => [i + 1, String(i + 1)] as const),
};

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: translatable('Sort by metric'),
  description: translatable('Whether to sort results by the selected metric in descending order.'),
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

const minVal = text('min_val', translatable('Min'), translatable('Minimum value on the gauge axis'), null, {
  validators: [optionalNumber],
});
const maxVal = text('max_val', translatable('Max'), translatable('Maximum value on the gauge axis'), null, {
  validators: [optionalNumber],
});
const startAngle = text('start_angle', translatable('Start angle'), translatable('Angle at which to start progress axis'), 225);
const endAngle = text('end_angle', translatable('End angle'), translatable('Angle at which to end progress axis'), -45);

const fontSize: ControlConfig = {
  name: 'font_size',
  type: 'SliderControl',
  label: translatable('Font size'),
  description: translatable('Font size for axis labels, detail value and other text elements'),
  default: 15,
  min: 10,
  max: 20,
  renderTrigger: true,
};

const splitNumber: ControlConfig = {
  name: 'split_number',
  type: 'SliderControl',
  label: translatable('Split number'),
  description: translatable('Number of split segments on the axis'),
  default: 10,
  min: 3,
  max: 30,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [{ ...groupbyControl, label: translatable('Group by'), description: translatable('Columns to group by') }],
        [metricControl],
        [adhocFiltersControl],
        [rowLimit],
        [sortByMetric],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [minVal, maxVal],
        [startAngle, endAngle],
        [colorSchemeControl],
        [fontSize],
        [numberFormatControl],
        [
          text(
            'value_formatter',
            translatable('Value format'),
            translatable('Additional text to add before or after the value, e.g. unit'),
            '{value}',
          ),
        ],
        [checkbox('show_pointer', translatable('Show pointer'), translatable('Whether to show the pointer'), true)],
        [
          checkbox(
            'animation',
            translatable('Animation'),
            translatable('Whether to animate the progress and the value or just display them'),
            true,
          ),
        ],
        [checkbox('show_axis_tick', translatable('Show axis line ticks'), translatable('Whether to show minor ticks on the axis'), false)],
        [checkbox('show_split_line', translatable('Show split lines'), translatable('Whether to show the split lines on the axis'), false)],
        [splitNumber],
        [checkbox('show_progress', translatable('Show progress'), translatable('Whether to show the progress of gauge chart'), true)],
        [
          checkbox(
            'overlap',
            translatable('Overlap'),
            translatable('Whether the progress bar overlaps when there are multiple groups of data'),
            true,
          ),
        ],
        [checkbox('round_cap', translatable('Round cap'), translatable('Style the ends of the progress bar with a round cap'), false)],
        [
          text(
            'intervals',
            translatable('Interval bounds'),
            translatable(
              'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
            ),
            '',
          ),
        ],
        [
          text(
            'interval_color_indices',
            translatable('Interval colors'),
            translatable(
              'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
            ),
            '',
          ),
        ],
      ],
    },
  ],
};

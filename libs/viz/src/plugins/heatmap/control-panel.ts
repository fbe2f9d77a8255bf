import { DEFAULT_SEQUENTIAL_SCHEME, listSequentialSchemes } from '../../color/sequential-schemes';
import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { showLegendControl, xAxisTimeFormatControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricControl,
  rowLimitControl,
  timeGrainControl,
  xAxisControl,
} from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const SORT_CHOICES = [
  ['alpha_asc', translatable('Axis ascending')],
  ['alpha_desc', translatable('Axis descending')],
  ['value_asc', translatable('Metric ascending')],
  ['value_desc', translatable('Metric descending')],
] as const;

const yAxisControl: ControlConfig = {
  ...groupbyControl,
  label: translatable('Y-axis'),
  description: translatable('Dimension to use on y-axis.'),
  multi: false,
  default: undefined,
  validators: [validateNonEmpty],
};

const normalizeAcrossControl: ControlConfig = {
  name: 'normalize_across',
  type: 'SelectControl',
  label: translatable('Normalize Across'),
  description: translatable(
    'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range',
  ),
  default: 'heatmap',
  clearable: false,
  choices: [
    ['heatmap', translatable('heatmap')],
    ['x', 'x'],
    ['y', 'y'],
  ],
};

const sortAxisControl = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  description,
  default: 'alpha_asc',
  clearable: false,
  choices: SORT_CHOICES,
  renderTrigger: true,
});

const linearColorSchemeControl: ControlConfig = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: translatable('Linear Color Scheme'),
  description: translatable('The color scheme for rendering chart'),
  default: DEFAULT_SEQUENTIAL_SCHEME,
  choices: listSequentialSchemes().map((scheme) => [scheme.id, scheme.label] as const),
  renderTrigger: true,
};

const checkbox = (name: string, label: string, description: string, value: boolean): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: value,
  renderTrigger: true,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [xAxisControl],
        [timeGrainControl],
        [yAxisControl],
        [metricControl],
        [adhocFiltersControl],
        [rowLimitControl],
        [normalizeAcrossControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [linearColorSchemeControl],
        [
          sortAxisControl('sort_x_axis', translatable('Sort X Axis'), translatable('Order of the x-axis values')),
          sortAxisControl('sort_y_axis', translatable('Sort Y Axis'), translatable('Order of the y-axis values')),
        ],
        [showLegendControl],
        [
          checkbox(
            'show_values',
            translatable('Show Values'),
            translatable('Whether to display the numerical values within the cells'),
            false,
          ),
        ],
        [
          checkbox(
            'show_percentage',
            translatable('Show percentage'),
            translatable('Whether to include the percentage in the tooltip'),
            true,
          ),
        ],
        [
          checkbox(
            'normalized',
            translatable('Normalized'),
            translatable('Whether to apply a normal distribution based on rank on the color scale'),
            false,
          ),
        ],
        [{ ...yAxisFormatControl, label: translatable('Value Format'), override: undefined }],
        [xAxisTimeFormatControl],
      ],
    },
  ],
};

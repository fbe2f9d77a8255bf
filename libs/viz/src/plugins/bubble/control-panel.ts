import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, showLegendControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  entityControl,
  groupbyControl,
  metricControl,
  orderDescControl,
  rowLimitControl,
} from '../../shared-controls/query-controls';
import { validateInteger } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const metricAs = (name: string, label: string, description: string): ControlConfig => ({ ...metricControl, name, label, description });

const seriesControl: ControlConfig = {
  ...groupbyControl,
  name: 'series',
  label: translatable('Dimension'),
  description: translatable('Defines the grouping of entities. Each series is represented by a specific color in the chart.'),
  multi: false,
  default: undefined,
};

const sortByControl: ControlConfig = {
  ...metricControl,
  name: 'orderby',
  label: translatable('Sort by'),
  description: translatable('Metric used to order the rows. If undefined reverts to the first metric.'),
  clearable: true,
  validators: [],
};

const numberControl = (name: string, label: string, description: string, value: number, choices: number[]): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  description,
  freeForm: true,
  default: value,
  choices: choices.map((choice) => [choice, String(choice)] as const),
  validators: [validateInteger],
  renderTrigger: true,
});

const checkbox = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: false,
  renderTrigger: true,
});

const format = (name: string, label: string): ControlConfig => ({ ...yAxisFormatControl, name, label, override: undefined });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [seriesControl],
        [entityControl],
        [metricAs('x', translatable('X Axis'), translatable("The dataset's x-axis metric"))],
        [metricAs('y', translatable('Y Axis'), translatable("The dataset's y-axis metric"))],
        [metricAs('size', translatable('Bubble Size'), translatable('Metric that defines the size of the bubble'))],
        [adhocFiltersControl],
        [sortByControl],
        [{ ...orderDescControl, visibility: (formData) => Boolean(formData.orderby) }],
        [rowLimitControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [
          numberControl(
            'max_bubble_size',
            translatable('Max Bubble Size'),
            translatable('Largest bubble diameter in pixels'),
            25,
            [5, 10, 15, 25, 50, 75, 100],
          ),
        ],
        [format('tooltipSizeFormat', translatable('Bubble size number format'))],
        [
          {
            name: 'opacity',
            type: 'SliderControl',
            label: translatable('Bubble Opacity'),
            description: translatable('Opacity of bubbles, 0 means completely transparent, 1 means opaque'),
            default: 0.6,
            min: 0,
            max: 1,
            step: 0.1,
            renderTrigger: true,
          },
        ],
        [
          format('xAxisFormat', translatable('X Axis Format')),
          checkbox('logXAxis', translatable('Logarithmic x-axis'), translatable('Logarithmic x-axis')),
        ],
        [yAxisFormatControl, checkbox('logYAxis', translatable('Logarithmic y-axis'), translatable('Logarithmic y-axis'))],
      ],
    },
  ],
};

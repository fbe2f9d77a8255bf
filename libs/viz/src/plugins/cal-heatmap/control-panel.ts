import { DEFAULT_SEQUENTIAL_SCHEME, listSequentialSchemes } from '../../color/sequential-schemes';
import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { showLegendControl, xAxisTimeFormatControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import { legacyTimeSection } from '../../shared-controls/legacy-time-controls';
import { adhocFiltersControl, metricsControl } from '../../shared-controls/query-controls';
import { validateInteger } from '../../shared-controls/validators';

const select = (name: string, label: string, description: string, value: string, choices: string[]): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  description,
  default: value,
  clearable: false,
  choices: choices.map((choice) => [choice, choice] as const),
});

const integer = (name: string, label: string, description: string, value: number): ControlConfig => ({
  name,
  type: 'TextControl',
  label,
  description,
  default: value,
  validators: [validateInteger],
  renderTrigger: true,
});

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
    legacyTimeSection,
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          select('domain_granularity', 'Domain', 'The time unit used for the grouping of blocks', 'month', [
            'hour',
            'day',
            'week',
            'month',
            'year',
          ]),
          select(
            'subdomain_granularity',
            'Subdomain',
            'The time unit for each block. Should be a smaller unit than domain_granularity. Should be larger or equal to Time Grain',
            'day',
            ['min', 'hour', 'day', 'week', 'month'],
          ),
        ],
        [metricsControl],
        [adhocFiltersControl],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'linear_color_scheme',
            type: 'ColorSchemeControl',
            label: 'Linear Color Scheme',
            description: 'The color scheme for rendering chart',
            default: DEFAULT_SEQUENTIAL_SCHEME,
            choices: listSequentialSchemes().map((scheme) => [scheme.id, scheme.label] as const),
            renderTrigger: true,
          },
        ],
        [
          integer('cell_size', 'Cell Size', 'The size of the square cell, in pixels', 10),
          integer('cell_padding', 'Cell Padding', 'The distance between cells, in pixels', 2),
        ],
        [integer('cell_radius', 'Cell Radius', 'The pixel radius', 0), integer('steps', 'Color Steps', 'The number color "steps"', 10)],
        [
          { ...yAxisFormatControl, label: 'Number Format', override: undefined },
          { ...xAxisTimeFormatControl, label: 'Time Format' },
        ],
        [
          { ...showLegendControl, description: 'Whether to display the legend (toggles)' },
          checkbox('show_values', 'Show Values', 'Whether to display the numerical values within the cells', false),
        ],
        [checkbox('show_metric_name', 'Show Metric Names', 'Whether to display the metric name as a title', true)],
      ],
    },
  ],
};

import { DEFAULT_SEQUENTIAL_SCHEME, listSequentialSchemes } from '../../color/sequential-schemes';
import type { ControlChoice, ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { showLegendControl, xAxisTimeFormatControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import { legacyTimeSection } from '../../shared-controls/legacy-time-controls';
import { adhocFiltersControl, metricsControl } from '../../shared-controls/query-controls';
import { validateInteger } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const select = (name: string, label: string, description: string, value: string, choices: readonly ControlChoice[]): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  description,
  default: value,
  clearable: false,
  choices,
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
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [
          select('domain_granularity', translatable('Domain'), translatable('The time unit used for the grouping of blocks'), 'month', [
            ['hour', translatable('hour')],
            ['day', translatable('day')],
            ['week', translatable('week')],
            ['month', translatable('month')],
            ['year', translatable('year')],
          ]),
          select(
            'subdomain_granularity',
            translatable('Subdomain'),
            translatable(
              'The time unit for each block. Should be a smaller unit than domain_granularity. Should be larger or equal to Time Grain',
            ),
            'day',
            [
              ['min', translatable('minute')],
              ['hour', translatable('hour')],
              ['day', translatable('day')],
              ['week', translatable('week')],
              ['month', translatable('month')],
            ],
          ),
        ],
        [metricsControl],
        [adhocFiltersControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'linear_color_scheme',
            type: 'ColorSchemeControl',
            label: translatable('Linear Color Scheme'),
            description: translatable('The color scheme for rendering chart'),
            default: DEFAULT_SEQUENTIAL_SCHEME,
            choices: listSequentialSchemes().map((scheme) => [scheme.id, scheme.label] as const),
            renderTrigger: true,
          },
        ],
        [
          integer('cell_size', translatable('Cell Size'), translatable('The size of the square cell, in pixels'), 10),
          integer('cell_padding', translatable('Cell Padding'), translatable('The distance between cells, in pixels'), 2),
        ],
        [
          integer('cell_radius', translatable('Cell Radius'), translatable('The pixel radius'), 0),
          integer('steps', translatable('Color Steps'), translatable('The number color "steps"'), 10),
        ],
        [
          { ...yAxisFormatControl, label: translatable('Number Format'), override: undefined },
          { ...xAxisTimeFormatControl, label: translatable('Time Format') },
        ],
        [
          { ...showLegendControl, description: translatable('Whether to display the legend (toggles)') },
          checkbox(
            'show_values',
            translatable('Show Values'),
            translatable('Whether to display the numerical values within the cells'),
            false,
          ),
        ],
        [
          checkbox(
            'show_metric_name',
            translatable('Show Metric Names'),
            translatable('Whether to display the metric name as a title'),
            true,
          ),
        ],
      ],
    },
  ],
};

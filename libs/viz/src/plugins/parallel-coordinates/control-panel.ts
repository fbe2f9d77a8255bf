import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { DEFAULT_SEQUENTIAL_SCHEME, listSequentialSchemes } from '../../color/sequential-schemes';
import { SERIES_LIMIT_OPTIONS } from '../../shared-controls/choices';
import {
  adhocFiltersControl,
  entityControl,
  metricControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { validateInteger } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const series: ControlConfig = {
  ...entityControl,
  name: 'series',
  label: translatable('Dimension'),
  description: translatable('Defines the grouping of entities. Each series is represented by a specific color in the chart.'),
};

const secondaryMetric: ControlConfig = {
  ...metricControl,
  name: 'secondary_metric',
  label: translatable('Color Metric'),
  description: translatable('A metric to use for color'),
  validators: [],
  clearable: true,
};

const limit: ControlConfig = {
  name: 'limit',
  type: 'SelectControl',
  label: translatable('Series limit'),
  description: translatable('Limits the number of series that get displayed.'),
  freeForm: true,
  clearable: true,
  choices: SERIES_LIMIT_OPTIONS.map((value) => [value, String(value)] as const),
  validators: [validateInteger],
};

const checkbox = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: false,
  renderTrigger: true,
});

const linearColorScheme: ControlConfig = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: translatable('Linear Color Scheme'),
  description: translatable('The color scheme for rendering chart'),
  default: DEFAULT_SEQUENTIAL_SCHEME,
  choices: listSequentialSchemes().map((scheme) => [scheme.id, scheme.label] as const),
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [series],
        [metricsControl],
        [secondaryMetric],
        [adhocFiltersControl],
        [limit, rowLimitControl],
        [timeseriesLimitMetricControl],
        [orderDescControl],
      ],
    },
    {
      label: translatable('Options'),
      expanded: true,
      controlSetRows: [
        [
          checkbox('show_datatable', translatable('Data Table'), translatable('Whether to display the interactive data table')),
          checkbox('include_series', translatable('Include Series'), translatable('Include series name as an axis')),
        ],
        [linearColorScheme],
      ],
    },
  ],
};

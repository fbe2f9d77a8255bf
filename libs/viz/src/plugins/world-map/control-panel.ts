import { DEFAULT_SEQUENTIAL_SCHEME, listSequentialSchemes } from '../../color/sequential-schemes';
import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, entityControl, metricControl, rowLimitControl } from '../../shared-controls/query-controls';

const countryFieldType: ControlConfig = {
  name: 'country_fieldtype',
  type: 'SelectControl',
  label: 'Country Field Type',
  description: 'The country code standard that Superset should expect to find in the [country] column',
  default: 'cca2',
  choices: [
    ['name', 'Full name'],
    ['cioc', 'code International Olympic Committee (cioc)'],
    ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
    ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
  ],
};

const entity: ControlConfig = { ...entityControl, label: 'Country Column', description: '3 letter code of the country' };
const metric: ControlConfig = { ...metricControl, label: 'Metric for Color', description: 'Metric that defines the color of the country' };

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  description: 'Whether to sort results by the selected metric in descending order.',
  default: false,
};

const showBubbles: ControlConfig = {
  name: 'show_bubbles',
  type: 'CheckboxControl',
  label: 'Show Bubbles',
  description: 'Whether to display bubbles on top of countries',
  default: false,
  renderTrigger: true,
};

const bubbleSize: ControlConfig = {
  ...metricControl,
  name: 'secondary_metric',
  label: 'Bubble Size',
  description: 'Metric that defines the size of the bubble',
  validators: [],
  clearable: true,
  visibility: (formData) => Boolean(formData.show_bubbles),
};

const maxBubbleSize: ControlConfig = {
  name: 'max_bubble_size',
  type: 'SelectControl',
  label: 'Max Bubble Size',
  description: 'The radius of the largest bubble, in pixels',
  freeForm: true,
  default: '25',
  choices: ['5', '10', '15', '25', '50', '75', '100'].map((value) => [value, value] as const),
  renderTrigger: true,
  visibility: (formData) => Boolean(formData.show_bubbles),
};

const colorBy: ControlConfig = {
  name: 'color_by',
  type: 'SelectControl',
  label: 'Color by',
  description: 'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
  default: 'metric',
  choices: [
    ['metric', 'Metric'],
    ['country', 'Country'],
  ],
  renderTrigger: true,
};

const linearColorScheme: ControlConfig = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: 'Country Color Scheme',
  description: 'The color scheme for rendering chart',
  default: DEFAULT_SEQUENTIAL_SCHEME,
  choices: listSequentialSchemes().map((scheme) => [scheme.id, scheme.label] as const),
  renderTrigger: true,
  visibility: (formData) => formData.color_by !== 'country',
};

const categoricalScheme: ControlConfig = { ...colorSchemeControl, visibility: (formData) => formData.color_by === 'country' };

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Chart', expanded: true, controlSetRows: [[countryFieldType], [entity], [metric]] },
    { label: 'Filter', expanded: true, controlSetRows: [[adhocFiltersControl]] },
    { label: 'Advanced query settings', expanded: true, controlSetRows: [[rowLimitControl], [sortByMetric]] },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [showBubbles],
        [bubbleSize],
        [maxBubbleSize],
        [colorBy],
        [linearColorScheme],
        [categoricalScheme],
        [yAxisFormatControl],
      ],
    },
  ],
};

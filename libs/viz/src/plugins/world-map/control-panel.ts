import { DEFAULT_SEQUENTIAL_SCHEME, listSequentialSchemes } from '../../color/sequential-schemes';
import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, entityControl, metricControl, rowLimitControl } from '../../shared-controls/query-controls';
import { translatable } from '../../core/i18n/translatable';

const countryFieldType: ControlConfig = {
  name: 'country_fieldtype',
  type: 'SelectControl',
  label: translatable('Country Field Type'),
  description: translatable('The country code standard that Superset should expect to find in the [country] column'),
  default: 'cca2',
  choices: [
    ['name', translatable('Full name')],
    ['cioc', translatable('code International Olympic Committee (cioc)')],
    ['cca2', translatable('code ISO 3166-1 alpha-2 (cca2)')],
    ['cca3', translatable('code ISO 3166-1 alpha-3 (cca3)')],
  ],
};

const entity: ControlConfig = {
  ...entityControl,
  label: translatable('Country Column'),
  description: translatable('3 letter code of the country'),
};
const metric: ControlConfig = {
  ...metricControl,
  label: translatable('Metric for Color'),
  description: translatable('Metric that defines the color of the country'),
};

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: translatable('Sort by metric'),
  description: translatable('Whether to sort results by the selected metric in descending order.'),
  default: false,
};

const showBubbles: ControlConfig = {
  name: 'show_bubbles',
  type: 'CheckboxControl',
  label: translatable('Show Bubbles'),
  description: translatable('Whether to display bubbles on top of countries'),
  default: false,
  renderTrigger: true,
};

const bubbleSize: ControlConfig = {
  ...metricControl,
  name: 'secondary_metric',
  label: translatable('Bubble Size'),
  description: translatable('Metric that defines the size of the bubble'),
  validators: [],
  clearable: true,
  visibility: (formData) => Boolean(formData.show_bubbles),
};

const maxBubbleSize: ControlConfig = {
  name: 'max_bubble_size',
  type: 'SelectControl',
  label: translatable('Max Bubble Size'),
  description: translatable('The radius of the largest bubble, in pixels'),
  freeForm: true,
  default: '25',
  choices: ['5', '10', '15', '25', '50', '75', '100'].map((value) => [value, value] as const),
  renderTrigger: true,
  visibility: (formData) => Boolean(formData.show_bubbles),
};

const colorBy: ControlConfig = {
  name: 'color_by',
  type: 'SelectControl',
  label: translatable('Color by'),
  description: translatable(
    'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
  ),
  default: 'metric',
  choices: [
    ['metric', translatable('Metric')],
    ['country', translatable('Country')],
  ],
  renderTrigger: true,
};

const linearColorScheme: ControlConfig = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: translatable('Country Color Scheme'),
  description: translatable('The color scheme for rendering chart'),
  default: DEFAULT_SEQUENTIAL_SCHEME,
  choices: listSequentialSchemes().map((scheme) => [scheme.id, scheme.label] as const),
  renderTrigger: true,
  visibility: (formData) => formData.color_by !== 'country',
};

const categoricalScheme: ControlConfig = { ...colorSchemeControl, visibility: (formData) => formData.color_by === 'country' };

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: translatable('Chart'), expanded: true, controlSetRows: [[countryFieldType], [entity], [metric]] },
    { label: translatable('Filter'), expanded: true, controlSetRows: [[adhocFiltersControl]] },
    { label: translatable('Advanced query settings'), expanded: true, controlSetRows: [[rowLimitControl], [sortByMetric]] },
    {
      label: translatable('Options'),
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

import { DEFAULT_SEQUENTIAL_SCHEME, listSequentialSchemes } from '../../color/sequential-schemes';
import type { ControlConfig, ControlPanelConfig, ControlValidator } from '../../core/controls/control-panel.types';
import { translatable } from '../../core/i18n/translatable';
import { numberFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, entityControl, metricControl } from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { SHIPPED_COUNTRIES } from './country-shapes';

/** A chart imported from Superset may name a country whose shapes do not ship: said before it is run. */
const validateShippedCountry: ControlValidator = (value) =>
  typeof value === 'string' && value && !SHIPPED_COUNTRIES[value] ? translatable('No map data available for this country') : false;

const selectCountry: ControlConfig = {
  name: 'select_country',
  type: 'SelectControl',
  label: translatable('Country'),
  description: translatable('Which country to plot the map for?'),
  default: null,
  choices: Object.entries(SHIPPED_COUNTRIES).map(([key, country]) => [key, country.label] as const),
  validators: [validateNonEmpty, validateShippedCountry],
};

const entity: ControlConfig = {
  ...entityControl,
  label: translatable('ISO 3166-2 Codes'),
  description: translatable('Column containing ISO 3166-2 codes of region/province/department in your table.'),
};

const metric: ControlConfig = {
  ...metricControl,
  label: translatable('Metric'),
  description: translatable('Metric to display bottom title'),
};

const linearColorScheme: ControlConfig = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: translatable('Linear Color Scheme'),
  description: translatable('The color scheme for rendering chart'),
  default: DEFAULT_SEQUENTIAL_SCHEME,
  choices: listSequentialSchemes().map((scheme) => [scheme.id, scheme.label] as const),
};

/** Superset's legacy country map panel: the country, its region code column, the metric; then format and colours. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: translatable('Query'), expanded: true, controlSetRows: [[selectCountry], [entity], [metric], [adhocFiltersControl]] },
    { label: translatable('Chart Options'), expanded: true, controlSetRows: [[numberFormatControl], [linearColorScheme]] },
  ],
};

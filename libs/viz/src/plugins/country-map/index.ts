import type { ChartPlugin } from '../../core/chart-plugin.types';
import { translatable } from '../../core/i18n/translatable';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { CountryMapFormData, CountryMapProps } from './country-map.types';
import { transformProps } from './transform-props';

/** Superset's legacy `country_map`: one country's regions shaded by a metric, found by ISO 3166-2 code. */
export const countryMapChartPlugin: ChartPlugin<CountryMapFormData, CountryMapProps> = {
  metadata: {
    vizType: 'country_map',
    name: translatable('Country Map'),
    description:
      "Visualizes how a single metric varies across a country's principal subdivisions (states, provinces, etc) on a choropleth map. Each subdivision's value is elevated when you hover over the corresponding geographic boundary.",
    category: translatable('Map'),
    tags: [
      translatable('2D'),
      translatable('Comparison'),
      translatable('Geo'),
      translatable('Range'),
      translatable('Report'),
      translatable('Stacked'),
    ],
    behaviors: ['DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};

import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { HandlebarsChartProps, HandlebarsFormData } from './handlebars.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `handlebars`: the query's rows rendered through a Handlebars template as sanitised HTML. */
export const handlebarsChartPlugin: ChartPlugin<HandlebarsFormData, HandlebarsChartProps> = {
  metadata: {
    vizType: 'handlebars',
    name: translatable('Handlebars'),
    description: translatable('Write a handlebars template to render the data'),
    category: translatable('Tools'),
    tags: [translatable('Tools'), translatable('Text'), translatable('Tabular')],
    behaviors: ['INTERACTIVE_CHART'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};

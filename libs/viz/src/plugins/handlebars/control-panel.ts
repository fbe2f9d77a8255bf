import type { ControlPanelConfig } from '../../core/controls/control-panel.types';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { allColumnsControl, isAggregate, orderByColsControl, queryModeControl } from '../table/control-panel';
import { DEFAULT_STYLE, DEFAULT_TEMPLATE } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [queryModeControl],
        [{ ...groupbyControl, visibility: isAggregate }],
        [{ ...metricsControl, visibility: isAggregate }],
        [allColumnsControl],
        [adhocFiltersControl],
        [{ ...timeseriesLimitMetricControl, visibility: isAggregate }],
        [orderByColsControl],
        [rowLimitControl],
        [{ ...orderDescControl, visibility: isAggregate }],
      ],
    },
    {
      label: translatable('Options'),
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'handlebarsTemplate',
            type: 'TextControl',
            label: translatable('Handlebars Template'),
            description: translatable('A handlebars template that is applied to the data (`{{#each data}}` over the rows)'),
            default: DEFAULT_TEMPLATE,
            validators: [validateNonEmpty],
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'styleTemplate',
            type: 'TextControl',
            label: translatable('CSS Styles'),
            description: translatable('CSS applied to the chart'),
            default: DEFAULT_STYLE,
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
};

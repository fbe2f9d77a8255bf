import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, groupbyControl, metricControl, rowLimitControl } from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const source: ControlConfig = {
  ...groupbyControl,
  name: 'source',
  label: translatable('Source'),
  description: translatable('The column to be used as the source of the edge.'),
  multi: false,
  default: undefined,
  validators: [validateNonEmpty],
};

const target: ControlConfig = {
  ...groupbyControl,
  name: 'target',
  label: translatable('Target'),
  description: translatable('The column to be used as the target of the edge.'),
  multi: false,
  default: undefined,
  validators: [validateNonEmpty],
};

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: translatable('Sort by metric'),
  description: translatable('Whether to sort results by the selected metric in descending order.'),
  default: false,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[source], [target], [metricControl], [adhocFiltersControl], [rowLimitControl], [sortByMetric]],
    },
    { label: translatable('Chart Options'), expanded: true, controlSetRows: [[colorSchemeControl]] },
  ],
};

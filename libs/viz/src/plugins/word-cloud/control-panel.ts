import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, entityControl, metricControl } from '../../shared-controls/query-controls';
import { validateInteger } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

/** A single column, saved as Superset saves it (not a list). */
const series: ControlConfig = {
  ...entityControl,
  name: 'series',
  label: translatable('Dimension'),
  description: translatable('Select a dimension'),
};

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: translatable('Sort by metric'),
  description: translatable('Whether to sort results by the selected metric in descending order.'),
  default: false,
};

function fontSize(name: string, label: string, description: string, defaultValue: number): ControlConfig {
  return { name, type: 'TextControl', label, description, default: defaultValue, validators: [validateInteger], renderTrigger: true };
}

const rotation: ControlConfig = {
  name: 'rotation',
  type: 'SelectControl',
  label: translatable('Word Rotation'),
  description: translatable('Rotation to apply to words in the cloud'),
  default: 'square',
  choices: [
    ['random', translatable('random')],
    ['flat', translatable('flat')],
    ['square', translatable('square')],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[series], [metricControl], [adhocFiltersControl], [{ ...createRowLimitControl(), default: 100 }], [sortByMetric]],
    },
    {
      label: translatable('Options'),
      expanded: true,
      controlSetRows: [
        [
          fontSize('size_from', translatable('Minimum Font Size'), translatable('Font size for the smallest value in the list'), 10),
          fontSize('size_to', translatable('Maximum Font Size'), translatable('Font size for the biggest value in the list'), 70),
        ],
        [rotation],
        [colorSchemeControl],
      ],
    },
  ],
};

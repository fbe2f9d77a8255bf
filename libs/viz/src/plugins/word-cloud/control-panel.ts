import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, entityControl, metricControl } from '../../shared-controls/query-controls';
import { validateInteger } from '../../shared-controls/validators';

/** A single column, saved as Superset saves it (not a list). */
const series: ControlConfig = { ...entityControl, name: 'series', label: 'Dimension', description: 'Select a dimension' };

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  description: 'Whether to sort results by the selected metric in descending order.',
  default: false,
};

function fontSize(name: string, label: string, description: string, defaultValue: number): ControlConfig {
  return { name, type: 'TextControl', label, description, default: defaultValue, validators: [validateInteger], renderTrigger: true };
}

const rotation: ControlConfig = {
  name: 'rotation',
  type: 'SelectControl',
  label: 'Word Rotation',
  description: 'Rotation to apply to words in the cloud',
  default: 'square',
  choices: [
    ['random', 'random'],
    ['flat', 'flat'],
    ['square', 'square'],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[series], [metricControl], [adhocFiltersControl], [{ ...createRowLimitControl(), default: 100 }], [sortByMetric]],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          fontSize('size_from', 'Minimum Font Size', 'Font size for the smallest value in the list', 10),
          fontSize('size_to', 'Maximum Font Size', 'Font size for the biggest value in the list', 70),
        ],
        [rotation],
        [colorSchemeControl],
      ],
    },
  ],
};

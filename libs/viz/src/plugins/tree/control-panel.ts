import type { ControlChoice, ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { adhocFiltersControl, entityControl, metricControl, rowLimitControl } from '../../shared-controls/query-controls';
import { TREE_DEFAULTS } from './tree.types';

const entity = (name: string, label: string, description: string, required: boolean): ControlConfig => ({
  ...entityControl,
  name,
  label,
  description,
  clearable: !required,
  ...(required ? {} : { validators: [] }),
});

const isOrthogonal = (formData: Record<string, unknown>) => (formData.layout ?? TREE_DEFAULTS.layout) === 'orthogonal';

const POSITIONS: readonly ControlChoice[] = [
  ['left', 'left'],
  ['top', 'top'],
  ['right', 'right'],
  ['bottom', 'bottom'],
];

const option = (config: Omit<ControlConfig, 'renderTrigger'>): ControlConfig => ({ ...config, renderTrigger: true });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [entity('id', 'Id', 'Name of the id column', true)],
        [entity('parent', 'Parent', 'Name of the column containing the id of the parent node', true)],
        [entity('name', 'Name', 'Optional name of the data column.', false)],
        [
          option({
            name: 'root_node_id',
            type: 'TextControl',
            label: 'Root node id',
            description: 'Id of root node of the tree.',
            clearable: true,
          }),
        ],
        [{ ...metricControl, description: 'Metric for node values', clearable: true, validators: [] }],
        [adhocFiltersControl],
        [rowLimitControl],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          option({
            name: 'layout',
            type: 'SelectControl',
            label: 'Tree layout',
            description: 'Layout type of tree',
            default: TREE_DEFAULTS.layout,
            choices: [
              ['orthogonal', 'Orthogonal'],
              ['radial', 'Radial'],
            ],
          }),
        ],
        [
          option({
            name: 'orient',
            type: 'SelectControl',
            label: 'Tree orientation',
            description: 'Orientation of tree',
            default: TREE_DEFAULTS.orient,
            choices: [
              ['LR', 'Left to Right'],
              ['RL', 'Right to Left'],
              ['TB', 'Top to Bottom'],
              ['BT', 'Bottom to Top'],
            ],
            visibility: isOrthogonal,
          }),
        ],
        [
          option({
            name: 'node_label_position',
            type: 'SelectControl',
            label: 'Node label position',
            description: 'Position of intermediate node label on tree',
            default: TREE_DEFAULTS.node_label_position,
            choices: POSITIONS,
          }),
        ],
        [
          option({
            name: 'child_label_position',
            type: 'SelectControl',
            label: 'Child label position',
            description: 'Position of child node label on tree',
            default: TREE_DEFAULTS.child_label_position,
            choices: POSITIONS,
          }),
        ],
        [
          option({
            name: 'emphasis',
            type: 'SelectControl',
            label: 'Emphasis',
            description: 'Which relatives to highlight on hover',
            default: TREE_DEFAULTS.emphasis,
            choices: [
              ['ancestor', 'ancestor'],
              ['descendant', 'descendant'],
            ],
            visibility: isOrthogonal,
          }),
        ],
        [
          option({
            name: 'symbol',
            type: 'SelectControl',
            label: 'Symbol',
            description: 'Layout type of tree',
            default: TREE_DEFAULTS.symbol,
            choices: [
              ['emptyCircle', 'Empty circle'],
              ['circle', 'Circle'],
              ['rect', 'Rectangle'],
              ['triangle', 'Triangle'],
              ['diamond', 'Diamond'],
              ['pin', 'Pin'],
              ['arrow', 'Arrow'],
              ['none', 'None'],
            ],
          }),
        ],
        [
          option({
            name: 'symbolSize',
            type: 'SliderControl',
            label: 'Symbol size',
            description: 'Size of edge symbols',
            default: TREE_DEFAULTS.symbolSize,
            min: 5,
            max: 30,
            step: 2,
          }),
        ],
        [
          option({
            name: 'roam',
            type: 'SelectControl',
            label: 'Enable graph roaming',
            description: 'Whether to enable changing graph position and scaling.',
            default: TREE_DEFAULTS.roam,
            choices: [
              [false, 'Disabled'],
              ['scale', 'Scale only'],
              ['move', 'Move only'],
              [true, 'Scale and Move'],
            ],
          }),
        ],
      ],
    },
  ],
};

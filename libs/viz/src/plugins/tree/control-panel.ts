import type { ControlChoice, ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { adhocFiltersControl, entityControl, metricControl, rowLimitControl } from '../../shared-controls/query-controls';
import { TREE_DEFAULTS } from './tree.types';
import { translatable } from '../../core/i18n/translatable';

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
  ['left', translatable('Left')],
  ['top', translatable('Top')],
  ['right', translatable('Right')],
  ['bottom', translatable('Bottom')],
];

const option = (config: Omit<ControlConfig, 'renderTrigger'>): ControlConfig => ({ ...config, renderTrigger: true });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [entity('id', translatable('Id'), translatable('Name of the id column'), true)],
        [entity('parent', translatable('Parent'), translatable('Name of the column containing the id of the parent node'), true)],
        [entity('name', translatable('Name'), translatable('Optional name of the data column.'), false)],
        [
          option({
            name: 'root_node_id',
            type: 'TextControl',
            label: translatable('Root node id'),
            description: translatable('Id of root node of the tree.'),
            clearable: true,
          }),
        ],
        [{ ...metricControl, description: translatable('Metric for node values'), clearable: true, validators: [] }],
        [adhocFiltersControl],
        [rowLimitControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [
          option({
            name: 'layout',
            type: 'SelectControl',
            label: translatable('Tree layout'),
            description: translatable('Layout type of tree'),
            default: TREE_DEFAULTS.layout,
            choices: [
              ['orthogonal', translatable('Orthogonal')],
              ['radial', translatable('Radial')],
            ],
          }),
        ],
        [
          option({
            name: 'orient',
            type: 'SelectControl',
            label: translatable('Tree orientation'),
            description: translatable('Orientation of tree'),
            default: TREE_DEFAULTS.orient,
            choices: [
              ['LR', translatable('Left to Right')],
              ['RL', translatable('Right to Left')],
              ['TB', translatable('Top to Bottom')],
              ['BT', translatable('Bottom to Top')],
            ],
            visibility: isOrthogonal,
          }),
        ],
        [
          option({
            name: 'node_label_position',
            type: 'SelectControl',
            label: translatable('Node label position'),
            description: translatable('Position of intermediate node label on tree'),
            default: TREE_DEFAULTS.node_label_position,
            choices: POSITIONS,
          }),
        ],
        [
          option({
            name: 'child_label_position',
            type: 'SelectControl',
            label: translatable('Child label position'),
            description: translatable('Position of child node label on tree'),
            default: TREE_DEFAULTS.child_label_position,
            choices: POSITIONS,
          }),
        ],
        [
          option({
            name: 'emphasis',
            type: 'SelectControl',
            label: translatable('Emphasis'),
            description: translatable('Which relatives to highlight on hover'),
            default: TREE_DEFAULTS.emphasis,
            choices: [
              ['ancestor', translatable('ancestor')],
              ['descendant', translatable('descendant')],
            ],
            visibility: isOrthogonal,
          }),
        ],
        [
          option({
            name: 'symbol',
            type: 'SelectControl',
            label: translatable('Symbol'),
            description: translatable('Layout type of tree'),
            default: TREE_DEFAULTS.symbol,
            choices: [
              ['emptyCircle', translatable('Empty circle')],
              ['circle', translatable('Circle')],
              ['rect', translatable('Rectangle')],
              ['triangle', translatable('Triangle')],
              ['diamond', translatable('Diamond')],
              ['pin', translatable('Pin')],
              ['arrow', translatable('Arrow')],
              ['none', translatable('None')],
            ],
          }),
        ],
        [
          option({
            name: 'symbolSize',
            type: 'SliderControl',
            label: translatable('Symbol size'),
            description: translatable('Size of edge symbols'),
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
            label: translatable('Enable graph roaming'),
            description: translatable('Whether to enable changing graph position and scaling.'),
            default: TREE_DEFAULTS.roam,
            choices: [
              [false, translatable('Disabled')],
              ['scale', translatable('Scale only')],
              ['move', translatable('Move only')],
              [true, translatable('Scale and Move')],
            ],
          }),
        ],
      ],
    },
  ],
};

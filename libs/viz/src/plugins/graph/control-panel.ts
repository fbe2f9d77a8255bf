import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, showLegendControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, entityControl, metricControl, rowLimitControl } from '../../shared-controls/query-controls';
import { GRAPH_DEFAULTS } from './graph.types';

const required = (name: string, label: string, description: string): ControlConfig => ({
  ...entityControl,
  name,
  label,
  description,
  clearable: false,
});

const optional = (name: string, label: string, description: string): ControlConfig => ({
  ...entityControl,
  name,
  label,
  description,
  clearable: true,
  validators: [],
});

const isForce = (formData: Record<string, unknown>) => (formData.layout ?? GRAPH_DEFAULTS.layout) === 'force';

const slider = (name: string, label: string, description: string, min: number, max: number, step: number): ControlConfig => ({
  name,
  type: 'SliderControl',
  label,
  description,
  min,
  max,
  step,
  default: GRAPH_DEFAULTS[name as keyof typeof GRAPH_DEFAULTS],
  renderTrigger: true,
  visibility: isForce,
});

const legendSort: ControlConfig = {
  name: 'legendSort',
  type: 'SelectControl',
  label: 'Sort legend',
  description: 'Changes the sort value of the items in the legend only',
  default: null,
  clearable: true,
  choices: [
    ['asc', 'Label ascending'],
    ['desc', 'Label descending'],
  ],
  renderTrigger: true,
  visibility: (formData) => formData.show_legend !== false,
};

const options: ControlConfig[] = [
  {
    name: 'layout',
    type: 'SelectControl',
    label: 'Graph layout',
    description: 'Layout type of graph',
    default: GRAPH_DEFAULTS.layout,
    choices: [
      ['force', 'Force'],
      ['circular', 'Circular'],
    ],
    renderTrigger: true,
  },
  {
    name: 'edgeSymbol',
    type: 'SelectControl',
    label: 'Edge symbols',
    description: 'Symbol of two ends of edge line',
    default: GRAPH_DEFAULTS.edgeSymbol,
    choices: [
      ['none,none', 'None -> None'],
      ['none,arrow', 'None -> Arrow'],
      ['circle,arrow', 'Circle -> Arrow'],
      ['circle,circle', 'Circle -> Circle'],
    ],
    renderTrigger: true,
  },
  {
    name: 'draggable',
    type: 'CheckboxControl',
    label: 'Enable node dragging',
    description: 'Whether to enable node dragging in force layout mode.',
    default: GRAPH_DEFAULTS.draggable,
    renderTrigger: true,
    visibility: isForce,
  },
  {
    name: 'roam',
    type: 'SelectControl',
    label: 'Enable graph roaming',
    description: 'Whether to enable changing graph position and scaling.',
    default: GRAPH_DEFAULTS.roam,
    choices: [
      [false, 'Disabled'],
      ['scale', 'Scale only'],
      ['move', 'Move only'],
      [true, 'Scale and Move'],
    ],
    renderTrigger: true,
  },
  {
    name: 'selectedMode',
    type: 'SelectControl',
    label: 'Node select mode',
    description: 'Allow node selections',
    default: GRAPH_DEFAULTS.selectedMode,
    choices: [
      [false, 'Disabled'],
      ['single', 'Single'],
      ['multiple', 'Multiple'],
    ],
    renderTrigger: true,
  },
  {
    name: 'showSymbolThreshold',
    type: 'TextControl',
    label: 'Label threshold',
    description: 'Minimum value for label to be displayed on graph.',
    default: GRAPH_DEFAULTS.showSymbolThreshold,
    renderTrigger: true,
  },
];

const sizes: ControlConfig[] = [
  {
    name: 'baseNodeSize',
    type: 'TextControl',
    label: 'Node size',
    description: 'Median node size, the largest node will be 4 times larger than the smallest',
    default: GRAPH_DEFAULTS.baseNodeSize,
    renderTrigger: true,
  },
  {
    name: 'baseEdgeWidth',
    type: 'TextControl',
    label: 'Edge width',
    description: 'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
    default: GRAPH_DEFAULTS.baseEdgeWidth,
    renderTrigger: true,
  },
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [required('source', 'Source', 'Name of the source nodes')],
        [required('target', 'Target', 'Name of the target nodes')],
        [metricControl],
        [
          optional(
            'source_category',
            'Source category',
            'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
          ),
        ],
        [optional('target_category', 'Target category', 'Category of target nodes')],
        [adhocFiltersControl],
        [rowLimitControl],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [legendSort],
        ...options.map((control) => [control]),
        sizes,
        [slider('edgeLength', 'Edge length', 'Edge length between nodes', 100, 1000, 50)],
        [slider('gravity', 'Gravity', 'Strength to pull the graph toward center', 0.1, 1, 0.1)],
        [slider('repulsion', 'Repulsion', 'Repulsion strength between nodes', 100, 3000, 50)],
        [slider('friction', 'Friction', 'Friction between nodes', 0.1, 1, 0.1)],
      ],
    },
  ],
};

import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, showLegendControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, entityControl, metricControl, rowLimitControl } from '../../shared-controls/query-controls';
import { GRAPH_DEFAULTS } from './graph.types';
import { translatable } from '../../core/i18n/translatable';

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
  label: translatable('Sort legend'),
  description: translatable('Changes the sort value of the items in the legend only'),
  default: null,
  clearable: true,
  choices: [
    ['asc', translatable('Label ascending')],
    ['desc', translatable('Label descending')],
  ],
  renderTrigger: true,
  visibility: (formData) => formData.show_legend !== false,
};

const options: ControlConfig[] = [
  {
    name: 'layout',
    type: 'SelectControl',
    label: translatable('Graph layout'),
    description: translatable('Layout type of graph'),
    default: GRAPH_DEFAULTS.layout,
    choices: [
      ['force', translatable('Force')],
      ['circular', translatable('Circular')],
    ],
    renderTrigger: true,
  },
  {
    name: 'edgeSymbol',
    type: 'SelectControl',
    label: translatable('Edge symbols'),
    description: translatable('Symbol of two ends of edge line'),
    default: GRAPH_DEFAULTS.edgeSymbol,
    choices: [
      ['none,none', translatable('None -> None')],
      ['none,arrow', translatable('None -> Arrow')],
      ['circle,arrow', translatable('Circle -> Arrow')],
      ['circle,circle', translatable('Circle -> Circle')],
    ],
    renderTrigger: true,
  },
  {
    name: 'draggable',
    type: 'CheckboxControl',
    label: translatable('Enable node dragging'),
    description: translatable('Whether to enable node dragging in force layout mode.'),
    default: GRAPH_DEFAULTS.draggable,
    renderTrigger: true,
    visibility: isForce,
  },
  {
    name: 'roam',
    type: 'SelectControl',
    label: translatable('Enable graph roaming'),
    description: translatable('Whether to enable changing graph position and scaling.'),
    default: GRAPH_DEFAULTS.roam,
    choices: [
      [false, translatable('Disabled')],
      ['scale', translatable('Scale only')],
      ['move', translatable('Move only')],
      [true, translatable('Scale and Move')],
    ],
    renderTrigger: true,
  },
  {
    name: 'selectedMode',
    type: 'SelectControl',
    label: translatable('Node select mode'),
    description: translatable('Allow node selections'),
    default: GRAPH_DEFAULTS.selectedMode,
    choices: [
      [false, translatable('Disabled')],
      ['single', translatable('Single')],
      ['multiple', translatable('Multiple')],
    ],
    renderTrigger: true,
  },
  {
    name: 'showSymbolThreshold',
    type: 'TextControl',
    label: translatable('Label threshold'),
    description: translatable('Minimum value for label to be displayed on graph.'),
    default: GRAPH_DEFAULTS.showSymbolThreshold,
    renderTrigger: true,
  },
];

const sizes: ControlConfig[] = [
  {
    name: 'baseNodeSize',
    type: 'TextControl',
    label: translatable('Node size'),
    description: translatable('Median node size, the largest node will be 4 times larger than the smallest'),
    default: GRAPH_DEFAULTS.baseNodeSize,
    renderTrigger: true,
  },
  {
    name: 'baseEdgeWidth',
    type: 'TextControl',
    label: translatable('Edge width'),
    description: translatable('Median edge width, the thickest edge will be 4 times thicker than the thinnest.'),
    default: GRAPH_DEFAULTS.baseEdgeWidth,
    renderTrigger: true,
  },
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [required('source', translatable('Source'), translatable('Name of the source nodes'))],
        [required('target', translatable('Target'), translatable('Name of the target nodes'))],
        [metricControl],
        [
          optional(
            'source_category',
            translatable('Source category'),
            translatable(
              'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
            ),
          ),
        ],
        [optional('target_category', translatable('Target category'), translatable('Category of target nodes'))],
        [adhocFiltersControl],
        [rowLimitControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [legendSort],
        ...options.map((control) => [control]),
        sizes,
        [slider('edgeLength', translatable('Edge length'), translatable('Edge length between nodes'), 100, 1000, 50)],
        [slider('gravity', translatable('Gravity'), translatable('Strength to pull the graph toward center'), 0.1, 1, 0.1)],
        [slider('repulsion', translatable('Repulsion'), translatable('Repulsion strength between nodes'), 100, 3000, 50)],
        [slider('friction', translatable('Friction'), translatable('Friction between nodes'), 0.1, 1, 0.1)],
      ],
    },
  ],
};

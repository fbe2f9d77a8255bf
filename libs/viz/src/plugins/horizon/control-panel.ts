import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { legacySeriesLimitControl, legacyTimeSection } from '../../shared-controls/legacy-time-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';

const contribution: ControlConfig = {
  name: 'contribution',
  type: 'CheckboxControl',
  label: 'Contribution',
  description: 'Compute the contribution to the total',
  default: false,
};

const seriesHeight: ControlConfig = {
  name: 'series_height',
  type: 'SelectControl',
  label: 'Series Height',
  description: 'Pixel height of each series',
  freeForm: true,
  default: '25',
  choices: ['10', '25', '40', '50', '75', '100', '150', '200'].map((value) => [value, value] as const),
  renderTrigger: true,
};

const colorScale: ControlConfig = {
  name: 'horizon_color_scale',
  type: 'SelectControl',
  label: 'Value Domain',
  description:
    'series: Treat each series independently; overall: All series use the same scale; change: Show changes compared to the first data point in each series',
  default: 'series',
  choices: [
    ['series', 'series'],
    ['overall', 'overall'],
    ['change', 'change'],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection,
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [metricsControl],
        [adhocFiltersControl],
        [groupbyControl],
        [legacySeriesLimitControl, timeseriesLimitMetricControl],
        [orderDescControl],
        [contribution],
        [rowLimitControl],
      ],
    },
    { label: 'Chart Options', expanded: true, controlSetRows: [[seriesHeight, colorScale]] },
  ],
};

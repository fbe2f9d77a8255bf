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
import { translatable } from '../../core/i18n/translatable';

const contribution: ControlConfig = {
  name: 'contribution',
  type: 'CheckboxControl',
  label: translatable('Contribution'),
  description: translatable('Compute the contribution to the total'),
  default: false,
};

const seriesHeight: ControlConfig = {
  name: 'series_height',
  type: 'SelectControl',
  label: translatable('Series Height'),
  description: translatable('Pixel height of each series'),
  freeForm: true,
  default: '25',
  choices: ['10', '25', '40', '50', '75', '100', '150', '200'].map((value) => [value, value] as const),
  renderTrigger: true,
};

const colorScale: ControlConfig = {
  name: 'horizon_color_scale',
  type: 'SelectControl',
  label: translatable('Value Domain'),
  description: translatable(
    'series: Treat each series independently; overall: All series use the same scale; change: Show changes compared to the first data point in each series',
  ),
  default: 'series',
  choices: [
    ['series', translatable('series')],
    ['overall', translatable('overall')],
    ['change', translatable('change')],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection,
    {
      label: translatable('Query'),
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
    { label: translatable('Chart Options'), expanded: true, controlSetRows: [[seriesHeight, colorScale]] },
  ],
};

import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { showLegendControl, showValueControl, xAxisTimeFormatControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricControl,
  rowLimitControl,
  timeGrainControl,
  xAxisControl,
} from '../../shared-controls/query-controls';
import { translatable } from '../../core/i18n/translatable';

const breakdowns: ControlConfig = {
  ...groupbyControl,
  label: translatable('Breakdowns'),
  description: translatable(
    'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
  ),
  multi: false,
};

function text(name: string, label: string): ControlConfig {
  return { name, type: 'TextControl', label, description: '', default: '', renderTrigger: true };
}

/**
 * Superset's waterfall panel. The increase, decrease and total colours Superset saves are drawn,
 * but have no picker here yet.
 */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[xAxisControl], [timeGrainControl], [breakdowns], [metricControl], [adhocFiltersControl], [rowLimitControl]],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [showValueControl],
        [showLegendControl],
        [text('x_axis_label', translatable('X Axis Label'))],
        [xAxisTimeFormatControl],
        [text('y_axis_label', translatable('Y Axis Label'))],
        [yAxisFormatControl],
      ],
    },
  ],
};

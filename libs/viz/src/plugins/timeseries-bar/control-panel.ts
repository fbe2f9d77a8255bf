import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { stackControl, timeseriesControlPanel } from '../timeseries-common/timeseries-controls';

export const orientationControl: ControlConfig = {
  name: 'orientation',
  type: 'SelectControl',
  label: 'Bar orientation',
  description: 'Orientation of bar chart',
  default: 'vertical',
  choices: [
    ['vertical', 'Vertical'],
    ['horizontal', 'Horizontal'],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = timeseriesControlPanel([[stackControl], [orientationControl]]);

import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { stackControl, timeseriesControlPanel } from '../timeseries-common/timeseries-controls';
import { translatable } from '../../core/i18n/translatable';

export const orientationControl: ControlConfig = {
  name: 'orientation',
  type: 'SelectControl',
  label: translatable('Bar orientation'),
  description: translatable('Orientation of bar chart'),
  default: 'vertical',
  choices: [
    ['vertical', translatable('Vertical')],
    ['horizontal', translatable('Horizontal')],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = timeseriesControlPanel([[stackControl], [orientationControl]]);

import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import {
  markerEnabledControl,
  markerSizeControl,
  opacityControl,
  stackControl,
  timeseriesControlPanel,
} from '../timeseries-common/timeseries-controls';
import { translatable } from '../../core/i18n/translatable';

const stepTypeControl: ControlConfig = {
  name: 'seriesType',
  type: 'SelectControl',
  label: translatable('Step type'),
  description: translatable('Defines whether the step should appear at the beginning, middle or end between two data points'),
  default: 'start',
  choices: [
    ['start', translatable('Start')],
    ['middle', translatable('Middle')],
    ['end', translatable('End')],
  ],
  renderTrigger: true,
};

const areaControl: ControlConfig = {
  name: 'area',
  type: 'CheckboxControl',
  label: translatable('Area Chart'),
  description: translatable('Draw area under curves. Only applicable for line types.'),
  default: false,
  renderTrigger: true,
};

/** The fill's opacity only matters with the area drawn. */
const areaOpacityControl: ControlConfig = { ...opacityControl, visibility: (formData) => Boolean(formData.area) };

export const controlPanel: ControlPanelConfig = timeseriesControlPanel([
  [stepTypeControl],
  [stackControl],
  [areaControl, areaOpacityControl],
  [markerEnabledControl, markerSizeControl],
]);

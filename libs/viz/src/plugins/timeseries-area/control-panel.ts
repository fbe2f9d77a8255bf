import type { ControlPanelConfig } from '../../core/controls/control-panel.types';
import {
  markerEnabledControl,
  markerSizeControl,
  opacityControl,
  stackControl,
  timeseriesControlPanel,
} from '../timeseries-common/timeseries-controls';

export const controlPanel: ControlPanelConfig = timeseriesControlPanel([
  [stackControl],
  [opacityControl],
  [markerEnabledControl, markerSizeControl],
]);

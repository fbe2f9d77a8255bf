import type { ControlPanelConfig } from '../../core/controls/control-panel.types';
import { markerEnabledControl, markerSizeControl, stackControl, timeseriesControlPanel } from '../timeseries-common/timeseries-controls';

export const controlPanel: ControlPanelConfig = timeseriesControlPanel([[stackControl], [markerEnabledControl, markerSizeControl]]);

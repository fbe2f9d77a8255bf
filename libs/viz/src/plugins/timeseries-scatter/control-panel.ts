import type { ControlPanelConfig } from '../../core/controls/control-panel.types';
import { markerEnabledControl, markerSizeControl, stackControl, timeseriesControlPanel } from '../timeseries-common/timeseries-controls';

/** Superset's scatter lets markers grow far larger than a line's. */
const scatterMarkerSizeControl = { ...markerSizeControl, max: 100 };

export const controlPanel: ControlPanelConfig = timeseriesControlPanel([[stackControl], [markerEnabledControl, scatterMarkerSizeControl]]);

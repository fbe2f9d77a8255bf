import type { ControlPanelConfig } from '../../core/controls/control-panel.types';
import { markerEnabledControl, markerSizeControl, timeseriesControlPanel } from '../timeseries-common/timeseries-controls';

/** The line chart's options without stacking, as Superset's smooth line has them. */
export const controlPanel: ControlPanelConfig = timeseriesControlPanel([[markerEnabledControl, markerSizeControl]]);

import type { ControlPanelSection } from '../core/controls/control-panel.types';
import {
  comparisonTypeControl,
  minPeriodsControl,
  resampleMethodControl,
  resampleRuleControl,
  rollingPeriodsControl,
  rollingTypeControl,
  timeCompareControl,
  timeShiftColorControl,
} from './advanced-analytics-controls';
import { translatable } from '../core/i18n/translatable';

/** Rolling window, time comparison and resampling: the post-processing a time series can ask for. */
export const advancedAnalyticsSection: ControlPanelSection = {
  label: translatable('Advanced analytics'),
  expanded: false,
  description: translatable('This section contains options that allow for advanced analytical post processing of query results'),
  controlSetRows: [
    [rollingTypeControl],
    [rollingPeriodsControl, minPeriodsControl],
    [timeCompareControl, comparisonTypeControl],
    [timeShiftColorControl],
    [resampleRuleControl, resampleMethodControl],
  ],
};

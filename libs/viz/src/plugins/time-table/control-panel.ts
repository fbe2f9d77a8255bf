import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { legacySeriesLimitControl, legacyTimeSection } from '../../shared-controls/legacy-time-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeGrainControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

/**
 * The table's columns (`column_collection`): each `{label, colType: spark|time|contrib|avg, timeLag,
 * comparisonType, timeRatio, bounds, d3format, dateFormat, width, height, sparkType, showYAxis}`,
 * edited as a JSON list like the conditional formatting rules.
 */
const columnCollectionControl: ControlConfig = {
  name: 'column_collection',
  type: 'ConditionalFormattingControl',
  label: translatable('Time series columns'),
  description: translatable('The columns of the table: sparklines, values compared with earlier periods, contributions and averages'),
  default: [],
  renderTrigger: true,
  validators: [validateNonEmpty],
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    { ...legacyTimeSection, controlSetRows: [...legacyTimeSection.controlSetRows, [timeGrainControl]] },
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [metricsControl],
        [adhocFiltersControl],
        [groupbyControl],
        [legacySeriesLimitControl, timeseriesLimitMetricControl],
        [orderDescControl],
        [rowLimitControl],
      ],
    },
    { label: translatable('Options'), expanded: true, controlSetRows: [[columnCollectionControl]] },
  ],
};

import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { D3_TIME_FORMAT_CHOICES, SMART_DATE_ID } from '../../shared-controls/choices';
import { colorSchemeControl, numberFormatControl, showLegendControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  timeGrainControl,
  xAxisControl,
} from '../../shared-controls/query-controls';
import { advancedAnalyticsSection } from '../../shared-controls/sections';
import { translatable } from '../../core/i18n/translatable';

const dateTimeFormat: ControlConfig = {
  name: 'date_time_format',
  type: 'DateFormatControl',
  label: translatable('Date Time Format'),
  description: translatable('D3 time format for the periods'),
  freeForm: true,
  default: SMART_DATE_ID,
  choices: D3_TIME_FORMAT_CHOICES,
  renderTrigger: true,
};

function checkbox(name: string, label: string, description: string, defaultValue: boolean): ControlConfig {
  return { name, type: 'CheckboxControl', label, description, default: defaultValue, renderTrigger: true };
}

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [{ ...xAxisControl, label: translatable('Time column') }],
        [timeGrainControl],
        [metricsControl],
        [adhocFiltersControl],
        [groupbyControl],
        [seriesLimitControl],
        [seriesLimitMetricControl],
        [orderDescControl],
        [rowLimitControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [numberFormatControl, dateTimeFormat],
        [
          checkbox(
            'rich_tooltip',
            translatable('Rich Tooltip'),
            translatable('The rich tooltip shows a list of all series for that point in time'),
            true,
          ),
        ],
        [
          checkbox(
            'rose_area_proportion',
            translatable('Use Area Proportions'),
            translatable('Check if the Rose Chart should use segment area instead of segment radius for proportioning'),
            false,
          ),
        ],
      ],
    },
    advancedAnalyticsSection,
  ],
};

import type { ControlConfig, ControlPanelConfig, ControlPanelSection } from '../../core/controls/control-panel.types';
import { colorSchemeControl, showLegendControl, xAxisTimeFormatControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  timeGrainControl,
  truncateMetricControl,
  xAxisControl,
} from '../../shared-controls/query-controls';
import { advancedAnalyticsSection } from '../../shared-controls/sections';
import { markerEnabledControl, markerSizeControl, opacityControl } from '../timeseries-common/timeseries-controls';
import { translatable } from '../../core/i18n/translatable';

const renamed = (control: ControlConfig, suffix: string): ControlConfig => ({ ...control, name: `${control.name}${suffix}` });

/** Query A's fields under their keys, query B's with `_b` appended, as Superset saves them. */
function querySection(label: string, suffix: string): ControlPanelSection {
  return {
    label,
    expanded: true,
    controlSetRows: [
      metricsControl,
      groupbyControl,
      adhocFiltersControl,
      seriesLimitControl,
      seriesLimitMetricControl,
      orderDescControl,
      rowLimitControl,
      truncateMetricControl,
    ].map((control) => [renamed(control, suffix)]),
  };
}

function analyticsSection(label: string, suffix: string): ControlPanelSection {
  return {
    ...advancedAnalyticsSection,
    label,
    controlSetRows: advancedAnalyticsSection.controlSetRows.map((row) => row.map((control) => renamed(control, suffix))),
  };
}

const checkbox = (name: string, label: string, description: string): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: false,
  renderTrigger: true,
});

/** Each query's look, query B's keys ending in `B`. */
function lookRows(suffix: string): ControlConfig[][] {
  const controls: ControlConfig[] = [
    {
      name: 'seriesType',
      type: 'SelectControl',
      label: translatable('Series type'),
      description: translatable('Series chart type (line, bar etc)'),
      default: 'line',
      clearable: false,
      renderTrigger: true,
      choices: [
        ['line', translatable('Line')],
        ['scatter', translatable('Scatter')],
        ['smooth', translatable('Smooth Line')],
        ['bar', translatable('Bar')],
        ['start', translatable('Step - start')],
        ['middle', translatable('Step - middle')],
        ['end', translatable('Step - end')],
      ],
    },
    checkbox('stack', translatable('Stack series'), translatable('Stack series on top of each other')),
    checkbox('area', translatable('Area chart'), translatable('Draw area under curves. Only applicable for line types.')),
    checkbox('show_value', translatable('Show Values'), translatable('Whether to display the numerical values within the cells')),
    { ...opacityControl, label: translatable('Opacity'), description: translatable('Opacity of area chart.') },
    markerEnabledControl,
    { ...markerSizeControl, visibility: (formData) => Boolean(formData[`markerEnabled${suffix}`]) },
    {
      name: 'yAxisIndex',
      type: 'SelectControl',
      label: translatable('Y Axis'),
      description: translatable('Primary or secondary y-axis'),
      default: 0,
      clearable: false,
      renderTrigger: true,
      choices: [
        [0, translatable('Primary')],
        [1, translatable('Secondary')],
      ],
    },
  ];
  return controls.map((control) => [renamed(control, suffix)]);
}

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: translatable('Shared query fields'), expanded: true, controlSetRows: [[xAxisControl], [timeGrainControl]] },
    querySection(translatable('Query A'), ''),
    analyticsSection(translatable('Advanced analytics Query A'), ''),
    querySection(translatable('Query B'), '_b'),
    analyticsSection(translatable('Advanced analytics Query B'), '_b'),
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        ...lookRows(''),
        ...lookRows('B'),
        [showLegendControl],
        [xAxisTimeFormatControl],
        [
          {
            name: 'rich_tooltip',
            type: 'CheckboxControl',
            label: translatable('Rich tooltip'),
            description: translatable('Shows a list of all series available at that point in time'),
            default: true,
            renderTrigger: true,
          },
        ],
        [
          checkbox(
            'show_query_identifiers',
            translatable('Show query identifiers'),
            translatable('Adds Query A and Query B identifiers to metrics to help differentiate series'),
          ),
        ],
        [{ ...yAxisFormatControl, label: translatable('Primary y-axis format') }],
        [checkbox('logAxis', translatable('Logarithmic y-axis'), translatable('Logarithmic scale on primary y-axis'))],
        [{ ...yAxisFormatControl, name: 'y_axis_format_secondary', label: translatable('Secondary y-axis format') }],
        [
          {
            name: 'yAxisTitleSecondary',
            type: 'TextControl',
            label: translatable('Secondary y-axis title'),
            description: translatable('Title of the secondary y-axis'),
            default: '',
            renderTrigger: true,
          },
        ],
        [checkbox('logAxisSecondary', translatable('Logarithmic y-axis'), translatable('Logarithmic scale on secondary y-axis'))],
      ],
    },
  ],
};

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
      label: 'Series type',
      description: 'Series chart type (line, bar etc)',
      default: 'line',
      clearable: false,
      renderTrigger: true,
      choices: [
        ['line', 'Line'],
        ['scatter', 'Scatter'],
        ['smooth', 'Smooth Line'],
        ['bar', 'Bar'],
        ['start', 'Step - start'],
        ['middle', 'Step - middle'],
        ['end', 'Step - end'],
      ],
    },
    checkbox('stack', 'Stack series', 'Stack series on top of each other'),
    checkbox('area', 'Area chart', 'Draw area under curves. Only applicable for line types.'),
    checkbox('show_value', 'Show Values', 'Whether to display the numerical values within the cells'),
    { ...opacityControl, label: 'Opacity', description: 'Opacity of area chart.' },
    markerEnabledControl,
    { ...markerSizeControl, visibility: (formData) => Boolean(formData[`markerEnabled${suffix}`]) },
    {
      name: 'yAxisIndex',
      type: 'SelectControl',
      label: 'Y Axis',
      description: 'Primary or secondary y-axis',
      default: 0,
      clearable: false,
      renderTrigger: true,
      choices: [
        [0, 'Primary'],
        [1, 'Secondary'],
      ],
    },
  ];
  return controls.map((control) => [renamed(control, suffix)]);
}

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Shared query fields', expanded: true, controlSetRows: [[xAxisControl], [timeGrainControl]] },
    querySection('Query A', ''),
    analyticsSection('Advanced analytics Query A', ''),
    querySection('Query B', '_b'),
    analyticsSection('Advanced analytics Query B', '_b'),
    {
      label: 'Chart Options',
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
            label: 'Rich tooltip',
            description: 'Shows a list of all series available at that point in time',
            default: true,
            renderTrigger: true,
          },
        ],
        [
          checkbox(
            'show_query_identifiers',
            'Show query identifiers',
            'Adds Query A and Query B identifiers to metrics to help differentiate series',
          ),
        ],
        [{ ...yAxisFormatControl, label: 'Primary y-axis format' }],
        [checkbox('logAxis', 'Logarithmic y-axis', 'Logarithmic scale on primary y-axis')],
        [{ ...yAxisFormatControl, name: 'y_axis_format_secondary', label: 'Secondary y-axis format' }],
        [
          {
            name: 'yAxisTitleSecondary',
            type: 'TextControl',
            label: 'Secondary y-axis title',
            description: 'Title of the secondary y-axis',
            default: '',
            renderTrigger: true,
          },
        ],
        [checkbox('logAxisSecondary', 'Logarithmic y-axis', 'Logarithmic scale on secondary y-axis')],
      ],
    },
  ],
};

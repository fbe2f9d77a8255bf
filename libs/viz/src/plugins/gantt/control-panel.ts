import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, showLegendControl, xAxisTimeFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, entityControl, groupbyControl, metricsControl, rowLimitControl } from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { orderByColsControl } from '../table/control-panel';

const column = (name: string, label: string, description: string): ControlConfig => ({
  ...entityControl,
  name,
  label,
  description,
  validators: [validateNonEmpty],
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [column('start_time', 'Start Time', 'The column each bar starts at')],
        [column('end_time', 'End Time', 'The column each bar ends at')],
        [column('y_axis', 'Y-axis', 'Dimension to use on y-axis.')],
        [{ ...entityControl, name: 'series', label: 'Dimension', description: 'The dimension bars are coloured by', validators: [] }],
        [
          {
            name: 'subcategories',
            type: 'CheckboxControl',
            label: 'Subcategories',
            description:
              'Divides each category into subcategories based on the values in the dimension. It can be used to exclude intersections.',
            default: false,
            renderTrigger: true,
            visibility: (formData) => Boolean(formData.series),
          },
        ],
        [
          {
            ...metricsControl,
            name: 'tooltip_metrics',
            label: 'Tooltip metrics',
            description: 'Metrics shown in the tooltip',
            validators: [],
          },
        ],
        [{ ...groupbyControl, name: 'tooltip_columns', label: 'Tooltip contents', description: 'Columns shown in the tooltip' }],
        [adhocFiltersControl],
        [{ ...orderByColsControl, visibility: undefined }],
        [rowLimitControl],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [xAxisTimeFormatControl],
        [{ ...xAxisTimeFormatControl, name: 'tooltipTimeFormat', label: 'Tooltip time format' }],
      ],
    },
  ],
};

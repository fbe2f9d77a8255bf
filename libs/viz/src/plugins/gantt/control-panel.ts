import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, showLegendControl, xAxisTimeFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, entityControl, groupbyControl, metricsControl, rowLimitControl } from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { orderByColsControl } from '../table/control-panel';
import { translatable } from '../../core/i18n/translatable';

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
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [column('start_time', translatable('Start Time'), translatable('The column each bar starts at'))],
        [column('end_time', translatable('End Time'), translatable('The column each bar ends at'))],
        [column('y_axis', translatable('Y-axis'), translatable('Dimension to use on y-axis.'))],
        [
          {
            ...entityControl,
            name: 'series',
            label: translatable('Dimension'),
            description: translatable('The dimension bars are coloured by'),
            validators: [],
          },
        ],
        [
          {
            name: 'subcategories',
            type: 'CheckboxControl',
            label: translatable('Subcategories'),
            description: translatable(
              'Divides each category into subcategories based on the values in the dimension. It can be used to exclude intersections.',
            ),
            default: false,
            renderTrigger: true,
            visibility: (formData) => Boolean(formData.series),
          },
        ],
        [
          {
            ...metricsControl,
            name: 'tooltip_metrics',
            label: translatable('Tooltip metrics'),
            description: translatable('Metrics shown in the tooltip'),
            validators: [],
          },
        ],
        [
          {
            ...groupbyControl,
            name: 'tooltip_columns',
            label: translatable('Tooltip contents'),
            description: translatable('Columns shown in the tooltip'),
          },
        ],
        [adhocFiltersControl],
        [{ ...orderByColsControl, visibility: undefined }],
        [rowLimitControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [xAxisTimeFormatControl],
        [{ ...xAxisTimeFormatControl, name: 'tooltipTimeFormat', label: translatable('Tooltip time format') }],
      ],
    },
  ],
};

import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { adhocFiltersControl, metricControl } from '../../shared-controls/query-controls';

function list(name: string, label: string, description: string): ControlConfig {
  return { name, type: 'TextControl', label, description, default: '', renderTrigger: true };
}

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[metricControl], [adhocFiltersControl]],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [list('ranges', 'Ranges', 'Ranges to highlight with shading')],
        [list('range_labels', 'Range labels', 'Labels for the ranges')],
        [list('markers', 'Markers', 'List of values to mark with triangles')],
        [list('marker_labels', 'Marker labels', 'Labels for the markers')],
        [list('marker_lines', 'Marker lines', 'List of values to mark with lines')],
        [list('marker_line_labels', 'Marker line labels', 'Labels for the marker lines')],
      ],
    },
  ],
};

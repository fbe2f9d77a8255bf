import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { adhocFiltersControl, metricControl } from '../../shared-controls/query-controls';
import { translatable } from '../../core/i18n/translatable';

function list(name: string, label: string, description: string): ControlConfig {
  return { name, type: 'TextControl', label, description, default: '', renderTrigger: true };
}

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[metricControl], [adhocFiltersControl]],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [list('ranges', translatable('Ranges'), translatable('Ranges to highlight with shading'))],
        [list('range_labels', translatable('Range labels'), translatable('Labels for the ranges'))],
        [list('markers', translatable('Markers'), translatable('List of values to mark with triangles'))],
        [list('marker_labels', translatable('Marker labels'), translatable('Labels for the markers'))],
        [list('marker_lines', translatable('Marker lines'), translatable('List of values to mark with lines'))],
        [list('marker_line_labels', translatable('Marker line labels'), translatable('Labels for the marker lines'))],
      ],
    },
  ],
};

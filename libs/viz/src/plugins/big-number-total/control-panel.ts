import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { yAxisFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, metricControl } from '../../shared-controls/query-controls';
import {
  forceTimestampFormattingControl,
  headerFontSizeControl,
  subheaderFontSizeControl,
  timeFormatControl,
} from '../big-number-common/big-number-controls';
import { translatable } from '../../core/i18n/translatable';

const subheaderControl: ControlConfig = {
  name: 'subheader',
  type: 'TextControl',
  label: translatable('Subheader'),
  description: translatable('Description text that shows up below your Big Number'),
  default: '',
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: translatable('Query'), expanded: true, controlSetRows: [[metricControl], [adhocFiltersControl]] },
    {
      label: translatable('Display settings'),
      expanded: true,
      controlSetRows: [
        [subheaderControl],
        [headerFontSizeControl],
        [subheaderFontSizeControl],
        [yAxisFormatControl],
        [timeFormatControl],
        [forceTimestampFormattingControl],
      ],
    },
  ],
};

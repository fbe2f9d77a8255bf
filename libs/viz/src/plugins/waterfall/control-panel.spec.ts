import { getControlDefaults, listControls, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('waterfall control panel', () => {
  it('starts with a temporal x-axis, requires a metric, and takes a single breakdown', () => {
    const defaults = getControlDefaults(controlPanel, { columns: [{ column_name: 'ds', is_dttm: true }], main_dttm_col: 'ds' });
    expect(defaults).toMatchObject({ x_axis: 'ds', show_legend: true, x_axis_label: '', y_axis_label: '' });
    expect(validateFormData(controlPanel, defaults)).toEqual({ metric: ['This is a required field'] });
    const breakdowns = listControls(controlPanel).find((control) => control.name === 'groupby')!;
    expect(breakdowns).toMatchObject({ label: 'Breakdowns', multi: false });
  });
});

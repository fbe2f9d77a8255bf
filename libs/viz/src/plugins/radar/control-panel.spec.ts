import { getControlDefaults, listControls, resolveControl, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('radar control panel', () => {
  it("starts from Superset's defaults and requires metrics", () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] });
    expect(defaults).toMatchObject({
      row_limit: 10,
      show_labels: true,
      label_type: 'value',
      label_position: 'top',
      number_format: 'SMART_NUMBER',
      date_format: 'smart_date',
      is_circle: false,
      show_legend: true,
    });
    expect(validateFormData(controlPanel, defaults)).toEqual({ metrics: ['This is a required field'] });
  });

  it('shows the label options only with labels on', () => {
    const labelType = listControls(controlPanel).find((control) => control.name === 'label_type')!;
    expect(resolveControl(labelType, { show_labels: false }).visible).toBe(false);
    expect(resolveControl(labelType, { show_labels: true }).visible).toBe(true);
  });
});

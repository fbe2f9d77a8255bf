import { getControlDefaults, listControls, resolveControl, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('sunburst control panel', () => {
  it("starts from Superset's defaults and requires a metric but no secondary metric", () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] });
    expect(defaults).toMatchObject({
      show_labels: true,
      show_labels_threshold: 5,
      show_total: false,
      label_type: 'key',
      number_format: 'SMART_NUMBER',
      linear_color_scheme: 'superset_seq_1',
    });
    expect(validateFormData(controlPanel, defaults)).toEqual({ metric: ['This is a required field'] });
  });

  it('offers the linear scheme only with a secondary metric', () => {
    const linear = listControls(controlPanel).find((control) => control.name === 'linear_color_scheme')!;
    expect(resolveControl(linear, {}).visible).toBe(false);
    expect(resolveControl(linear, { secondary_metric: 'sum__cost' }).visible).toBe(true);
  });
});

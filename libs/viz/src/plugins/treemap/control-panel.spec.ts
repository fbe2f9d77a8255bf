import { getControlDefaults, listControls, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('treemap control panel', () => {
  it("starts from Superset's defaults and requires a metric", () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] });
    expect(defaults).toMatchObject({
      sort_by_metric: true,
      show_labels: true,
      show_upper_labels: true,
      label_type: 'key_value',
      number_format: 'SMART_NUMBER',
      date_format: 'smart_date',
      color_scheme: 'supersetColors',
    });
    expect(validateFormData(controlPanel, defaults)).toEqual({ metric: ['This is a required field'] });
  });

  it('redraws without a query for the label controls', () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    for (const name of ['show_labels', 'show_upper_labels', 'label_type', 'number_format']) expect(byName[name].renderTrigger).toBe(true);
    expect(byName.groupby.label).toBe('Hierarchy');
  });
});

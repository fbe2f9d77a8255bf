import { getControlDefaults, listControls, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('funnel control panel', () => {
  it("starts from Superset's defaults", () => {
    expect(getControlDefaults(controlPanel, { columns: [{ column_name: 'stage' }] })).toMatchObject({
      row_limit: 10,
      sort_by_metric: true,
      percent_calculation_type: 'first_step',
      label_type: 0,
      tooltip_label_type: 5,
      number_format: 'SMART_NUMBER',
      show_labels: true,
      show_tooltip_labels: true,
      show_legend: true,
      color_scheme: 'supersetColors',
    });
  });

  it('requires a metric, and redraws without a query for look-only controls', () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] });
    expect(validateFormData(controlPanel, defaults)).toEqual({ metric: ['This is a required field'] });
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    for (const name of ['label_type', 'tooltip_label_type', 'percent_calculation_type', 'show_labels', 'number_format'])
      expect(byName[name].renderTrigger).toBe(true);
    expect(byName.metric.renderTrigger).toBeUndefined();
  });
});

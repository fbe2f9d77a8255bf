import { findControl, getControlDefaults, resolveControl, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('pie control panel', () => {
  it('defaults to a sorted pie of 100 rows with outside key labels', () => {
    expect(getControlDefaults(controlPanel)).toMatchObject({
      row_limit: 100,
      sort_by_metric: true,
      label_type: 'key',
      labels_outside: true,
      donut: false,
      outerRadius: 70,
      innerRadius: 30,
    });
  });

  it('requires a metric and shows the inner radius only for donuts', () => {
    expect(validateFormData(controlPanel, { row_limit: 100 })).toEqual({ metric: ['This is a required field'] });
    const inner = findControl(controlPanel, 'innerRadius');
    expect(inner && resolveControl(inner, { donut: false }).visible).toBe(false);
    expect(inner && resolveControl(inner, { donut: true }).visible).toBe(true);
    const threshold = findControl(controlPanel, 'show_labels_threshold');
    expect(threshold && resolveControl(threshold, { show_labels: false }).visible).toBe(false);
  });
});

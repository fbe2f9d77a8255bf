import { getControlDefaults, listControls, resolveControl, validateFormData } from '../../core/controls/control-state';
import type { QueryFormData } from '../../core/query/query.types';
import { controlPanel } from './control-panel';

describe('bubble chart control panel', () => {
  it('requires the entity and the x, y and size metrics', () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] }) as Partial<QueryFormData>;
    expect(defaults).toMatchObject({ max_bubble_size: 25, opacity: 0.6, logXAxis: false, logYAxis: false, show_legend: true });
    expect(validateFormData(controlPanel, defaults)).toEqual({
      entity: ['This is a required field'],
      x: ['This is a required field'],
      y: ['This is a required field'],
      size: ['This is a required field'],
    });
    expect(validateFormData(controlPanel, { ...defaults, entity: 'country', x: 'a', y: 'b', size: 'c' })).toEqual({});
    expect(validateFormData(controlPanel, { ...defaults, entity: 'country', x: 'a', y: 'b', size: 'c', max_bubble_size: 'big' })).toEqual({
      max_bubble_size: ['is expected to be an integer'],
    });
  });

  it('shows the sort direction only with a sort metric and redraws for log axes', () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    expect(resolveControl(byName.order_desc, {}).visible).toBe(false);
    expect(resolveControl(byName.order_desc, { orderby: 'count' }).visible).toBe(true);
    expect(byName.logXAxis.renderTrigger).toBe(true);
    expect(byName.x.label).toBe('X Axis');
  });
});

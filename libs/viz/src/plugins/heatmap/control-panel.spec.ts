import { getControlDefaults, listControls, validateFormData } from '../../core/controls/control-state';
import type { QueryFormData } from '../../core/query/query.types';
import { controlPanel } from './control-panel';

describe('heatmap control panel', () => {
  it('defaults to ranking across the heatmap on the first sequential scheme, axes sorted by label', () => {
    const defaults = getControlDefaults(controlPanel, { columns: [{ column_name: 'state' }] });
    expect(defaults).toMatchObject({
      normalize_across: 'heatmap',
      linear_color_scheme: 'superset_seq_1',
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'alpha_asc',
      show_legend: true,
      show_values: false,
      show_percentage: true,
      normalized: false,
    });
  });

  it('requires the x-axis, the y-axis and the metric', () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] }) as Partial<QueryFormData>;
    expect(validateFormData(controlPanel, defaults)).toEqual({
      x_axis: ['This is a required field'],
      groupby: ['This is a required field'],
      metric: ['This is a required field'],
    });
    expect(validateFormData(controlPanel, { ...defaults, x_axis: 'state', groupby: ['gender'], metric: 'count' })).toEqual({});
  });

  it('re-queries for the normalisation but only redraws for colours and sorting', () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    expect(byName.normalize_across.renderTrigger).toBeUndefined();
    expect(byName.linear_color_scheme.renderTrigger).toBe(true);
    expect(byName.sort_x_axis.renderTrigger).toBe(true);
    expect(byName.groupby.label).toBe('Y-axis');
  });
});

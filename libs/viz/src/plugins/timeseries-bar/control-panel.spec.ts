import { getControlDefaults, listControls, validateFormData } from '../../core/controls/control-state';
import type { QueryFormData } from '../../core/query/query.types';
import { controlPanel } from './control-panel';

const datasource = { columns: [{ column_name: 'ds', is_dttm: true }, { column_name: 'gender' }], main_dttm_col: 'ds' };

describe('time-series bar chart control panel', () => {
  it('defaults to unstacked vertical bars on the temporal x-axis', () => {
    const defaults = getControlDefaults(controlPanel, datasource);
    expect(defaults).toMatchObject({ x_axis: 'ds', time_grain_sqla: 'P1D', stack: null, orientation: 'vertical', show_legend: true });
  });

  it('offers the stack styles and orientations as render-only controls', () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    expect(byName.stack.choices?.map(([value]) => value)).toEqual([null, 'Stack', 'Expand']);
    expect(byName.orientation.choices?.map(([value]) => value)).toEqual(['vertical', 'horizontal']);
    expect(byName.orientation.renderTrigger).toBe(true);
    expect(byName.markerEnabled).toBeUndefined();
  });

  it('requires metrics', () => {
    const defaults = getControlDefaults(controlPanel, datasource) as Partial<QueryFormData>;
    expect(validateFormData(controlPanel, defaults)).toEqual({ metrics: ['This is a required field'] });
    expect(validateFormData(controlPanel, { ...defaults, metrics: ['count'] })).toEqual({});
  });
});

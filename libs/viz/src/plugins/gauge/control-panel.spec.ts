import { getControlDefaults, listControls, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('gauge control panel', () => {
  it("starts from Superset's defaults", () => {
    expect(getControlDefaults(controlPanel, { columns: [] })).toMatchObject({
      row_limit: 10,
      min_val: null,
      max_val: null,
      start_angle: 225,
      end_angle: -45,
      font_size: 15,
      number_format: 'SMART_NUMBER',
      value_formatter: '{value}',
      show_pointer: true,
      show_progress: true,
      overlap: true,
      round_cap: false,
      split_number: 10,
      intervals: '',
      interval_color_indices: '',
    });
  });

  it('requires a metric and numeric bounds, accepting the saved "null" of an unset bound', () => {
    const defaults = { ...getControlDefaults(controlPanel, { columns: [] }), metric: 'count' };
    expect(validateFormData(controlPanel, { ...defaults, metric: undefined })).toEqual({ metric: ['This is a required field'] });
    expect(validateFormData(controlPanel, { ...defaults, min_val: 'null', max_val: '100' })).toEqual({});
    expect(validateFormData(controlPanel, { ...defaults, max_val: 'lots' })).toEqual({ max_val: ['is expected to be a number'] });
  });

  it('offers one to ten items and redraws without a query for the dial controls', () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    expect(byName.row_limit.choices?.map(([value]) => value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const name of ['min_val', 'start_angle', 'intervals', 'show_pointer', 'overlap', 'font_size'])
      expect(byName[name].renderTrigger).toBe(true);
  });
});

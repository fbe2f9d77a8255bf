import { getControlDefaults, listControls, validateFormData } from '../../core/controls/control-state';
import type { QueryFormData } from '../../core/query/query.types';
import { controlPanel } from './control-panel';

describe('histogram control panel', () => {
  it('defaults to five bins, neither normalised nor cumulative', () => {
    expect(getControlDefaults(controlPanel, { columns: [{ column_name: 'num' }] })).toMatchObject({
      bins: 5,
      normalize: false,
      cumulative: false,
      groupby: [],
      row_limit: 10000,
    });
  });

  it('requires a column and an integer number of bins', () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] }) as Partial<QueryFormData>;
    expect(validateFormData(controlPanel, defaults)).toEqual({ column: ['This is a required field'] });
    expect(validateFormData(controlPanel, { ...defaults, column: 'num', bins: '2.5' })).toEqual({ bins: ['is expected to be an integer'] });
    expect(validateFormData(controlPanel, { ...defaults, column: 'num', bins: 20 })).toEqual({});
  });

  it('re-queries for binning options and only redraws for formats', () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    expect(byName.bins.renderTrigger).toBeUndefined();
    expect(byName.normalize.renderTrigger).toBeUndefined();
    expect(byName.x_axis_format.renderTrigger).toBe(true);
    expect(byName.x_axis_format.label).toBe('X Axis Format');
  });
});

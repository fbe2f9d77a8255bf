import { findControl, getControlDefaults, resolveControl, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

const visible = (name: string, formData: Record<string, unknown>) => {
  const control = findControl(controlPanel, name);
  return control ? resolveControl(control, formData).visible : undefined;
};

describe('table control panel', () => {
  it('switches the query controls with the query mode', () => {
    expect(visible('groupby', { query_mode: 'aggregate' })).toBe(true);
    expect(visible('all_columns', { query_mode: 'aggregate' })).toBe(false);
    expect(visible('groupby', { query_mode: 'raw' })).toBe(false);
    expect(visible('all_columns', { query_mode: 'raw' })).toBe(true);
    expect(visible('order_by_cols', { query_mode: 'raw' })).toBe(true);
    expect(visible('show_totals', { query_mode: 'raw' })).toBe(false);
  });

  it('shows sort descending with a sort metric and the time grain with dimensions', () => {
    expect(visible('order_desc', { query_mode: 'aggregate' })).toBe(false);
    expect(visible('order_desc', { query_mode: 'aggregate', timeseries_limit_metric: 'count' })).toBe(true);
    expect(visible('time_grain_sqla', { query_mode: 'aggregate', groupby: [] })).toBe(false);
    expect(visible('time_grain_sqla', { query_mode: 'aggregate', groupby: ['ds'] })).toBe(true);
  });

  it('needs something to aggregate in aggregate mode and columns in raw mode', () => {
    const defaults = getControlDefaults(controlPanel);
    expect(defaults).toMatchObject({
      query_mode: 'aggregate',
      row_limit: 10000,
      include_search: false,
      show_cell_bars: true,
      order_desc: false,
    });
    expect(validateFormData(controlPanel, defaults)).toEqual({ metrics: ['Group By, Metrics or Percentage Metrics must have a value'] });
    expect(validateFormData(controlPanel, { ...defaults, groupby: ['state'] })).toEqual({});
    expect(validateFormData(controlPanel, { ...defaults, query_mode: 'raw' })).toEqual({ all_columns: ['This is a required field'] });
  });

  it('offers the page lengths with all rows by default', () => {
    const pageLength = findControl(controlPanel, 'page_length');
    expect(pageLength?.choices?.map(([, label]) => label)).toEqual(['All', '10', '20', '50', '100', '200']);
    expect(pageLength?.renderTrigger).toBe(true);
  });
});

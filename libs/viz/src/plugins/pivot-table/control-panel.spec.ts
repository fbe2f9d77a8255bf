import { findControl, getControlDefaults, resolveControl, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('pivot table control panel', () => {
  it('defaults to summing with metrics on columns and no totals', () => {
    expect(getControlDefaults(controlPanel)).toMatchObject({
      aggregateFunction: 'Sum',
      metricsLayout: 'COLUMNS',
      rowTotals: false,
      colTotals: false,
      transposePivot: false,
      rowOrder: 'key_a_to_z',
      order_desc: true,
    });
    expect(findControl(controlPanel, 'aggregateFunction')?.choices).toHaveLength(18);
  });

  it('requires metrics and shows subtotal positions only with subtotals', () => {
    expect(validateFormData(controlPanel, { metrics: [], row_limit: 10000 })).toEqual({ metrics: ['This is a required field'] });
    const position = findControl(controlPanel, 'rowSubtotalPosition');
    expect(position && resolveControl(position, { rowSubTotals: false }).visible).toBe(false);
    expect(position && resolveControl(position, { rowSubTotals: true }).visible).toBe(true);
    const grain = findControl(controlPanel, 'time_grain_sqla');
    expect(grain && resolveControl(grain, { groupbyRows: ['ds'] }).visible).toBe(true);
    expect(grain && resolveControl(grain, {}).visible).toBe(false);
  });
});

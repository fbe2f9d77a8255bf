import { resolveControl, validateControl } from '../core/controls/control-state';
import type { QueryFormData } from '../core/query/query.types';
import {
  adhocFiltersControl,
  createRowLimitControl,
  metricsControl,
  minPeriodsControl,
  orderDescControl,
  rollingPeriodsControl,
  rowLimitControl,
  seriesLimitControl,
  sharedControls,
  timeGrainControl,
  timeShiftColorControl,
  withMaxRowLimit,
  xAxisControl,
  yAxisFormatControl,
} from './index';

const form = (values: Partial<QueryFormData>): Partial<QueryFormData> => values;

describe('shared controls', () => {
  it('offers the row limit choices with a 10000 default and validates required, integer and maximum', () => {
    expect(rowLimitControl.choices?.map(([value]) => value)).toEqual([10, 50, 100, 250, 500, 1000, 5000, 10000, 50000]);
    expect(rowLimitControl.default).toBe(10000);
    expect(rowLimitControl.freeForm).toBe(true);
    expect(validateControl(rowLimitControl, '', {})).toEqual(['This is a required field']);
    expect(validateControl(rowLimitControl, '12.5', {})).toEqual(['is expected to be an integer']);
    expect(validateControl(rowLimitControl, 100001, {})).toEqual(['Value cannot exceed 100000']);
    expect(validateControl(rowLimitControl, 100000, {})).toEqual([]);
    expect(validateControl(createRowLimitControl(5000), 6000, {})).toEqual(['Value cannot exceed 5000']);
  });

  it("bounds a panel's row limit by the configured maximum, keeping the plugin's default", () => {
    const pieRowLimit = { ...rowLimitControl, default: 100 };
    const panel = { sections: [{ label: 'Query', expanded: true, controlSetRows: [[metricsControl], [pieRowLimit]] }] };
    const bounded = withMaxRowLimit(panel, 5000);
    const [[metrics], [rowLimit]] = bounded.sections[0].controlSetRows;
    expect(metrics).toBe(metricsControl);
    expect(rowLimit.default).toBe(100);
    expect(validateControl(rowLimit, 6000, {})).toEqual(['Value cannot exceed 5000']);
    expect(validateControl(rowLimit, 5000, {})).toEqual([]);
    expect(validateControl(pieRowLimit, 6000, {})).toEqual([]);
  });

  it('offers the series limit choices and accepts only numbers', () => {
    expect(seriesLimitControl.choices?.map(([value]) => value)).toEqual([5, 10, 25, 50, 100, 500]);
    expect(validateControl(seriesLimitControl, 'many', {})).toEqual(['is expected to be a number']);
    expect(validateControl(seriesLimitControl, undefined, {})).toEqual([]);
  });

  it('requires metrics, metric, the x-axis and the entity', () => {
    for (const name of ['metrics', 'metric', 'x_axis', 'entity']) {
      expect(validateControl(sharedControls[name], [], {})).toEqual(['This is a required field']);
    }
    expect(validateControl(sharedControls.metrics, ['count'], {})).toEqual([]);
  });

  it('shows sort descending only when a sort-by metric is set', () => {
    expect(resolveControl(orderDescControl, form({})).visible).toBe(false);
    expect(resolveControl(orderDescControl, form({ series_limit_metric: 'count' })).visible).toBe(true);
    expect(resolveControl(orderDescControl, form({ timeseries_limit_metric: 'count' })).visible).toBe(true);
  });

  it('validates rolling periods as integers and shows them only for windowed functions', () => {
    expect(resolveControl(rollingPeriodsControl, form({ rolling_type: 'None' })).visible).toBe(false);
    expect(resolveControl(rollingPeriodsControl, form({ rolling_type: 'cumsum' })).visible).toBe(false);
    expect(resolveControl(rollingPeriodsControl, form({ rolling_type: 'mean', rolling_periods: '7' })).errors).toEqual([]);
    expect(resolveControl(minPeriodsControl, form({ rolling_type: 'sum', min_periods: '1.5' })).errors).toEqual([
      'is expected to be an integer',
    ]);
    expect(resolveControl(minPeriodsControl, form({ rolling_type: 'None', min_periods: 'x' })).errors).toEqual([]);
  });

  it('shows the time-shift colour option only with a time comparison', () => {
    expect(resolveControl(timeShiftColorControl, form({ time_compare: [] })).visible).toBe(false);
    expect(resolveControl(timeShiftColorControl, form({ time_compare: ['1 year ago'] })).visible).toBe(true);
  });

  it('forces a percent y-axis format and offers only percent formats for percentage change', () => {
    const plain = resolveControl(yAxisFormatControl, form({}));
    expect(plain.value).toBe('SMART_NUMBER');
    expect(plain.choices?.some(([value]) => value === ',d')).toBe(true);
    const percent = resolveControl(yAxisFormatControl, form({ comparison_type: 'percentage', y_axis_format: ',d' }));
    expect(percent.value).toBe('.1%');
    expect(percent.choices?.every(([value]) => String(value).includes('%'))).toBe(true);
    expect(resolveControl(yAxisFormatControl, form({ comparison_type: 'percentage', y_axis_format: '.2%' })).value).toBe('.2%');
  });

  it('lists the spec time grains with P1D as default and hides them for a non-temporal x-axis', () => {
    expect(timeGrainControl.default).toBe('P1D');
    expect(timeGrainControl.choices?.map(([, label]) => label)).toEqual([
      '5 seconds',
      '30 seconds',
      '1 minute',
      '5 minutes',
      '30 minutes',
      '1 hour',
      '6 hours',
      '1 day',
      '7 days',
      'week',
      'week starting Sunday',
      'week ending Saturday',
      'month',
      'quarter',
      'year',
    ]);
    expect(resolveControl(timeGrainControl, form({ x_axis: 'gender', temporal_columns_lookup: { gender: false } })).visible).toBe(false);
    expect(resolveControl(timeGrainControl, form({ x_axis: 'ds', temporal_columns_lookup: { ds: true } })).visible).toBe(true);
  });

  it('defaults the x-axis to the main datetime column and filters it with a no-filter time range', () => {
    const datasource = { columns: [{ column_name: 'gender' }, { column_name: 'ds', is_dttm: true }], main_dttm_col: 'ds' };
    const xAxis = xAxisControl.initialValue?.({ formData: {}, datasource });
    expect(xAxis).toBe('ds');
    expect(adhocFiltersControl.initialValue?.({ formData: { x_axis: 'ds' }, datasource })).toEqual([
      { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
    ]);
    expect(adhocFiltersControl.initialValue?.({ formData: { x_axis: 'gender' }, datasource })).toEqual([]);
  });

  it('drops select values that are not among the choices unless free entry is allowed', () => {
    expect(resolveControl(sharedControls.rolling_type, form({ rolling_type: 'median' })).value).toBeUndefined();
    expect(resolveControl(sharedControls.time_compare, form({ time_compare: ['5 days ago'] })).value).toEqual(['5 days ago']);
  });
});

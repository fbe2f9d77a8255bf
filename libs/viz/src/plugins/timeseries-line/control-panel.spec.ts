import { applyControlValues, getControlDefaults, listControls, resolveControl, validateFormData } from '../../core/controls/control-state';
import type { QueryFormData } from '../../core/query/query.types';
import { controlPanel } from './control-panel';

const datasource = { columns: [{ column_name: 'ds', is_dttm: true }, { column_name: 'gender' }], main_dttm_col: 'ds' };

describe('line chart control panel', () => {
  it('starts from defaults with a temporal x-axis and its time range filter', () => {
    const defaults = getControlDefaults(controlPanel, datasource);
    expect(defaults).toMatchObject({
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      metrics: [],
      groupby: [],
      row_limit: 10000,
      rolling_type: 'None',
      comparison_type: 'values',
      y_axis_format: 'SMART_NUMBER',
      x_axis_time_format: 'smart_date',
      color_scheme: 'supersetColors',
      show_legend: true,
      markerEnabled: false,
      markerSize: 6,
    });
    expect(defaults.adhoc_filters).toEqual([
      { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
    ]);
  });

  it('blocks running without metrics and accepts a complete form', () => {
    const defaults = getControlDefaults(controlPanel, datasource) as Partial<QueryFormData>;
    expect(validateFormData(controlPanel, defaults)).toEqual({ metrics: ['This is a required field'] });
    expect(validateFormData(controlPanel, { ...defaults, metrics: ['count'] })).toEqual({});
    expect(validateFormData(controlPanel, { ...defaults, metrics: ['count'], row_limit: 500000 })).toEqual({
      row_limit: ['Value cannot exceed 100000'],
    });
  });

  it('shows the marker size only with markers on', () => {
    const markerSize = listControls(controlPanel).find((control) => control.name === 'markerSize');
    expect(markerSize && resolveControl(markerSize, { markerEnabled: false }).visible).toBe(false);
    expect(markerSize && resolveControl(markerSize, { markerEnabled: true }).visible).toBe(true);
  });

  it('marks look-only controls as render triggers and query controls as not', () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    expect(byName.color_scheme.renderTrigger).toBe(true);
    expect(byName.y_axis_format.renderTrigger).toBe(true);
    expect(byName.metrics.renderTrigger).toBeUndefined();
    expect(byName.rolling_type.renderTrigger).toBeUndefined();
  });

  it('applies the forced percent format to the saved form data', () => {
    const formData: QueryFormData = {
      datasource: '1__table',
      viz_type: 'echarts_timeseries_line',
      comparison_type: 'percentage',
      y_axis_format: ',d',
    };
    expect(applyControlValues(controlPanel, formData).y_axis_format).toBe('.1%');
  });
});

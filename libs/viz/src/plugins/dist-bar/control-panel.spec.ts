import { getControlDefaults, listControls, resolveControl, validateFormData } from '../../core/controls/control-state';
import type { QueryFormData } from '../../core/query/query.types';
import { controlPanel } from './control-panel';

const datasource = { columns: [{ column_name: 'state' }, { column_name: 'gender' }] };

describe('categorical bar chart control panel', () => {
  it('requires metrics and at least one category dimension', () => {
    const defaults = getControlDefaults(controlPanel, datasource) as Partial<QueryFormData>;
    expect(defaults).toMatchObject({
      metrics: [],
      groupby: [],
      columns: [],
      row_limit: 10000,
      bar_stacked: false,
      order_bars: false,
      contribution: false,
    });
    expect(validateFormData(controlPanel, defaults)).toEqual({
      metrics: ['This is a required field'],
      groupby: ['This is a required field'],
    });
    expect(validateFormData(controlPanel, { ...defaults, metrics: ['count'], groupby: ['state'] })).toEqual({});
  });

  it('names the series control Breakdowns and shows sort direction only with a sort metric', () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    expect(byName.columns.label).toBe('Breakdowns');
    expect(resolveControl(byName.order_desc, {}).visible).toBe(false);
    expect(resolveControl(byName.order_desc, { timeseries_limit_metric: 'count' }).visible).toBe(true);
    expect(byName.bar_stacked.renderTrigger).toBe(true);
    expect(byName.contribution.renderTrigger).toBeUndefined();
  });
});

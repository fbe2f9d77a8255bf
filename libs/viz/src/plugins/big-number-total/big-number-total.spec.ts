import { validateFormData } from '../../core/controls/control-state';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { bigNumberTotalPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData = {
  datasource: '5__table',
  viz_type: 'big_number_total',
  metric: { expressionType: 'SIMPLE' as const, aggregate: 'SUM', column: { column_name: 'num' }, label: 'Total' },
  subheader: 'births',
  adhoc_filters: [{ clause: 'WHERE' as const, expressionType: 'SIMPLE' as const, subject: 'state', operator: '==', comparator: 'CA' }],
};

describe('big number total', () => {
  it('queries the single metric with the filters and no grouping', () => {
    const context = buildQuery(formData);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query.metrics).toEqual([formData.metric]);
    expect(query.columns).toEqual([]);
    expect(query.filters).toEqual([{ col: 'state', op: '==', val: 'CA' }]);
    expect(query.post_processing).toBeUndefined();
  });

  it('formats the value as a number, or as a date for temporal metrics', () => {
    const numeric = transformProps({
      formData,
      queriesData: [{ colnames: ['Total'], coltypes: [0], rowcount: 1, data: [{ Total: 1234567 }] }],
      width: 300,
      height: 100,
    });
    expect(numeric.formattedBigNumber).toBe('1.23M');
    expect(numeric.subheader).toBe('births');
    const temporal = transformProps({
      formData: { ...formData, time_format: '%Y-%m-%d' },
      queriesData: [{ colnames: ['Total'], coltypes: [2], rowcount: 1, data: [{ Total: Date.UTC(2020, 4, 17) }] }],
      width: 300,
      height: 100,
    });
    expect(temporal.formattedBigNumber).toBe('2020-05-17');
    const missing = transformProps({
      formData,
      queriesData: [{ colnames: ['Total'], coltypes: [0], rowcount: 1, data: [{ Total: null }] }],
      width: 300,
      height: 100,
    });
    expect(missing.formattedBigNumber).toBe('No data');
  });

  it('draws the value and the subheader, sized from the chart height', () => {
    const element = document.createElement('div');
    const props = transformProps({
      formData: { ...formData, y_axis_format: ',d' },
      queriesData: [{ colnames: ['Total'], coltypes: [0], rowcount: 1, data: [{ Total: 4321 }] }],
      width: 400,
      height: 100,
    });
    renderer.render(element, props, {});
    const header = element.querySelector<HTMLElement>('.tessera-big-number-header-line');
    expect(header?.textContent).toBe('4,321');
    expect(header?.style.fontSize).toBe('40px');
    expect(element.querySelector<HTMLElement>('.tessera-big-number-subheader')?.style.fontSize).toBe('15px');
  });

  it('shrinks a long value to fit the width', () => {
    const element = document.createElement('div');
    const props = transformProps({
      formData: { ...formData, y_axis_format: ',.2f' },
      queriesData: [{ colnames: ['Total'], coltypes: [0], rowcount: 1, data: [{ Total: 123456789.5 }] }],
      width: 120,
      height: 200,
    });
    renderer.render(element, props, {});
    // "123,456,789.50" is 14 characters: 80px would be 672px wide, so it shrinks to fit 108px.
    expect(element.querySelector<HTMLElement>('.tessera-big-number-header-line')?.style.fontSize).toBe('12px');
  });

  it('requires a metric', () => {
    expect(validateFormData(controlPanel, {})).toEqual({ metric: ['This is a required field'] });
    expect(bigNumberTotalPlugin.metadata.vizType).toBe('big_number_total');
  });
});

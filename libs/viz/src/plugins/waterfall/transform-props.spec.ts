import { transformProps } from './transform-props';
import { PROFIT_FORM_DATA, PROFIT_RESULT, Q1 } from './waterfall.fixtures';
import type { WaterfallFormData } from './waterfall.types';

function propsFor(extra: Partial<WaterfallFormData> = {}) {
  return transformProps({ formData: { ...PROFIT_FORM_DATA, ...extra }, queriesData: [PROFIT_RESULT], width: 500, height: 300 });
}

describe('waterfall props', () => {
  it('runs a total over the x values (their rows summed) and closes with the grand total', () => {
    expect(propsFor().steps.map((step) => [step.label, step.kind, step.from, step.to, step.formattedValue])).toEqual([
      ['2024-01', 'increase', 0, 70, '70'],
      ['2024-04', 'decrease', 70, 40, '-30'],
      ['Total', 'total', 0, 40, '40'],
    ]);
  });

  it('steps through each breakdown value and closes every x value with its running total', () => {
    const { steps } = propsFor({ groupby: ['deal_size'] });
    expect(steps.map((step) => [step.label, step.kind, step.from, step.to])).toEqual([
      ['Large', 'increase', 0, 100],
      ['Small', 'decrease', 100, 70],
      ['2024-01', 'total', 0, 70],
      ['Large', 'decrease', 70, 20],
      ['Small', 'increase', 20, 40],
      ['2024-04', 'total', 0, 40],
    ]);
    expect(steps[1]).toMatchObject({ drillColumns: ['quarter', 'deal_size'], drillValues: [Q1, 'Small'], formattedTotal: '70' });
    expect(steps[2].drillColumns).toEqual([]);
  });

  it("draws Superset's colours, or the ones saved", () => {
    expect(propsFor().colors).toEqual({ increase: '#5ac189', decrease: '#e04355', total: '#666666' });
    expect(propsFor({ increase_color: { r: 0, g: 0, b: 255, a: 1 } }).colors.increase).toBe('#0000ff');
  });

  it('carries the display options', () => {
    expect(propsFor({ show_value: true, show_legend: false, x_axis_label: 'Quarter', y_axis_label: 'Profit' })).toMatchObject({
      showValue: true,
      showLegend: false,
      xAxisLabel: 'Quarter',
      yAxisLabel: 'Profit',
    });
  });
});

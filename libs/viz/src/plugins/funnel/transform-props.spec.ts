import { resetColorNamespaces } from '../../color/color-namespace';
import { PIPELINE_FORM_DATA, PIPELINE_RESULT } from './funnel.fixtures';
import type { FunnelFormData } from './funnel.types';
import { transformProps } from './transform-props';

function propsFor(extra: Partial<FunnelFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...PIPELINE_FORM_DATA, ...extra }, queriesData: [PIPELINE_RESULT], width: 400, height: 300, hooks });
}

describe('funnel props', () => {
  beforeEach(() => resetColorNamespaces());

  it('gives each step its value and share of the first step, named and labelled by category', () => {
    const { steps, groupby, emitCrossFilters } = propsFor();
    expect(steps.map((step) => [step.name, step.value, step.percent, step.label])).toEqual([
      ['Visited', 1000, 1, 'Visited'],
      ['Signed up', 400, 0.4, 'Signed up'],
      ['Trial', 100, 0.1, 'Trial'],
      ['Paid', 50, 0.05, 'Paid'],
    ]);
    expect(steps[1].groupValues).toEqual(['Signed up']);
    expect(groupby).toEqual(['stage']);
    expect(emitCrossFilters).toBe(true);
  });

  it('computes the percentage of the previous step or of the total when asked', () => {
    expect(propsFor({ percent_calculation_type: 'prev_step' }).steps.map((step) => step.percent)).toEqual([1, 0.4, 0.25, 0.5]);
    expect(propsFor({ percent_calculation_type: 'total' }).steps.map((step) => step.percent)).toEqual([
      1000 / 1550,
      400 / 1550,
      100 / 1550,
      50 / 1550,
    ]);
  });

  it.each([
    [1, '400'],
    [2, '40.00%'],
    [3, 'Signed up: 400'],
    [4, 'Signed up: 40.00%'],
    [5, 'Signed up: 400 (40.00%)'],
    [6, '400 (40.00%)'],
  ] as const)('labels with label type %s as %s', (labelType, label) => {
    expect(propsFor({ label_type: labelType }).steps[1].label).toBe(label);
  });

  it('fills the tooltip as its label type says: name, value and percent by default', () => {
    expect(propsFor().steps[1]).toMatchObject({
      tooltipTitle: 'Signed up',
      tooltipRows: [
        { label: 'count', value: '400' },
        { label: '', value: '40.00%' },
      ],
    });
    expect(propsFor({ tooltip_label_type: 2 }).steps[1]).toMatchObject({
      tooltipTitle: '',
      tooltipRows: [{ label: 'count', value: '40.00%' }],
    });
  });

  it('draws the largest step first whatever the query order', () => {
    const reversed = { ...PIPELINE_RESULT, data: [...PIPELINE_RESULT.data].reverse() };
    const { steps } = transformProps({ formData: PIPELINE_FORM_DATA, queriesData: [reversed], width: 400, height: 300 });
    expect(steps.map((step) => step.name)).toEqual(['Visited', 'Signed up', 'Trial', 'Paid']);
  });

  it('colours steps from the scheme, label colours first, and keeps the cross-filter selection', () => {
    const props = propsFor({ color_scheme: 'supersetColors', label_colors: { Paid: '#00ff00' } }, { crossFilterValues: ['Trial'] });
    expect(props.steps[3].color).toBe('#00ff00');
    expect(new Set(props.steps.map((step) => step.color)).size).toBe(4);
    expect(props.selectedValues).toEqual(['Trial']);
  });

  it('hides labels, tooltips and the legend when turned off', () => {
    expect(propsFor({ show_labels: false, show_tooltip_labels: false, show_legend: false })).toMatchObject({
      showLabels: false,
      showTooltip: false,
      showLegend: false,
    });
  });
});

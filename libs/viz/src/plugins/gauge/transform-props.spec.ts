import { getCategoricalScheme } from '../../color/categorical-schemes';
import { resetColorNamespaces } from '../../color/color-namespace';
import { REVENUE_FORM_DATA, REVENUE_RESULT } from './gauge.fixtures';
import type { GaugeFormData } from './gauge.types';
import { transformProps } from './transform-props';

function propsFor(extra: Partial<GaugeFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...REVENUE_FORM_DATA, ...extra }, queriesData: [REVENUE_RESULT], width: 300, height: 300, hooks });
}

describe('gauge props', () => {
  beforeEach(() => resetColorNamespaces());

  it('names each item by its groups as Superset does and formats its value in the value template', () => {
    const { items } = propsFor({ value_formatter: '{value} k$' });
    expect(items.map((item) => [item.name, item.value, item.formattedValue, item.groupValues])).toEqual([
      ['deal_size: Small', 25, '25 k$', ['Small']],
      ['deal_size: Large', 75, '75 k$', ['Large']],
    ]);
  });

  it('spans the axis from the chosen bounds, or twice the extreme values with 0 included, with a label per split', () => {
    expect(propsFor()).toMatchObject({ min: 0, max: 100 });
    expect(propsFor({ split_number: 4 }).ticks.map((tick) => tick.label)).toEqual(['0', '25', '50', '75', '100']);
    // Saved as text by the control, "null" when never set.
    expect(propsFor({ min_val: 'null', max_val: '' })).toMatchObject({ min: 0, max: 150 });
    expect(propsFor({ min_val: '10', max_val: '60' })).toMatchObject({ min: 10, max: 60 });
  });

  it("reads Superset's defaults for the dial", () => {
    expect(propsFor()).toMatchObject({
      startAngle: 225,
      endAngle: -45,
      fontSize: 15,
      showPointer: true,
      showProgress: true,
      overlap: true,
      roundCap: false,
      showAxisTick: false,
      showSplitLine: false,
      intervals: [],
    });
    expect(propsFor({ start_angle: '180', end_angle: '0', font_size: 12 })).toMatchObject({ startAngle: 180, endAngle: 0, fontSize: 12 });
  });

  it('colours intervals by their 1-based picks of the scheme, as shares of the axis', () => {
    const colors = getCategoricalScheme('supersetColors').colors;
    expect(propsFor({ color_scheme: 'supersetColors', intervals: '50, 80,100', interval_color_indices: '3,2' }).intervals).toEqual([
      { to: 0.5, color: colors[2] },
      { to: 0.8, color: colors[1] },
      { to: 1, color: colors[2] },
    ]);
  });

  it('colours items through the dashboard namespace, label colours first, and keeps the selection', () => {
    const props = propsFor({ label_colors: { 'deal_size: Large': '#abcdef' } }, { crossFilterValues: ['Small'] });
    expect(props.items[1].color).toBe('#abcdef');
    expect(props.items[0].color).not.toBe('#abcdef');
    expect(props).toMatchObject({ selectedValues: ['Small'], emitCrossFilters: true, groupby: ['deal_size'], metricLabel: 'sum__sales' });
  });
});

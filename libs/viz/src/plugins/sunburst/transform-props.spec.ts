import { resetColorNamespaces } from '../../color/color-namespace';
import { createSequentialScale, getSequentialScheme } from '../../color/sequential-schemes';
import { REVENUE_FORM_DATA, REVENUE_RESULT } from './sunburst.fixtures';
import type { SunburstFormData } from './sunburst.types';
import { transformProps } from './transform-props';

function propsFor(extra: Partial<SunburstFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...REVENUE_FORM_DATA, ...extra }, queriesData: [REVENUE_RESULT], width: 400, height: 424, hooks });
}

describe('sunburst props', () => {
  beforeEach(() => resetColorNamespaces());

  it('gives a ring per column around a hole, angles in proportion to the metric', () => {
    const { arcs } = propsFor();
    const emea = arcs.find((segment) => segment.name === 'EMEA')!;
    const france = arcs.find((segment) => segment.name === 'France')!;
    // Radius 196: the hole is 30 % of it, each of the two rings 35 %.
    expect(emea.innerRadius).toBeCloseTo(58.8);
    expect(emea.outerRadius).toBeCloseTo(127.4);
    expect(france.innerRadius).toBeCloseTo(127.4);
    expect(france.outerRadius).toBeCloseTo(196);
    expect(emea.endAngle - emea.startAngle).toBeCloseTo((500 / 1000) * 2 * Math.PI);
    expect(france.startAngle).toBeCloseTo(emea.startAngle);
    expect(france.groupValues).toEqual(['EMEA', 'France']);
  });

  it('shows shares of the total and of the parent in the tooltip, and labels by name by default', () => {
    const france = propsFor().arcs.find((segment) => segment.name === 'France')!;
    expect(france.tooltipRows).toEqual([
      { label: '', value: '30.00% of total' },
      { label: '', value: '60.00% of EMEA' },
      { label: 'sum__sales', value: '300' },
    ]);
    expect(france.label).toBe('France');
    expect(propsFor({ label_type: 'key_value' }).arcs[0].label).toBe('EMEA: 500');
  });

  it('hides labels of slices below the threshold, or all of them', () => {
    const labelled = (extra: Partial<SunburstFormData>) =>
      propsFor(extra)
        .arcs.filter((segment) => segment.showLabel)
        .map((segment) => segment.name);
    expect(labelled({ show_labels_threshold: 15 })).toEqual(['EMEA', 'NA', 'France', 'Spain', 'USA']);
    expect(labelled({ show_labels: false })).toEqual([]);
  });

  it('colours by category through the namespace, or by the secondary ratio on the linear scheme', () => {
    const byName = propsFor({ label_colors: { Spain: '#00aa00' } }).arcs;
    expect(byName.find((segment) => segment.name === 'Spain')!.color).toBe('#00aa00');
    const byRatio = propsFor({ secondary_metric: 'sum__cost', linear_color_scheme: 'blues' });
    const scale = createSequentialScale(getSequentialScheme('blues'), [0, 1]);
    expect(byRatio.arcs.find((segment) => segment.name === 'Spain')!.color).toBe(scale(1));
    expect(byRatio.arcs.find((segment) => segment.name === 'USA')!.tooltipRows.slice(2)).toEqual([
      { label: 'sum__sales', value: '400' },
      { label: 'sum__cost', value: '100' },
      { label: 'sum__sales/sum__cost', value: '25.00%' },
    ]);
  });

  it('carries the total and the cross-filter selection', () => {
    expect(propsFor({ show_total: true }, { crossFilterValues: ['NA'] })).toMatchObject({
      showTotal: true,
      formattedTotal: '1,000',
      selectedValues: ['NA'],
      columns: ['region', 'country'],
    });
  });
});

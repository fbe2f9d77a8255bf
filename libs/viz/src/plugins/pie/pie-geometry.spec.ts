import { estimateTextWidth } from '../../core/render/text-measure';
import { PIE_LABEL_FONT_SIZE, pieGeometry } from './pie-geometry';
import type { PieChartProps, PieSlice } from './pie.types';

const slice = (name: string): PieSlice => ({
  key: name,
  name,
  value: 1,
  percent: 0.2,
  color: '#000',
  label: `${name}: 48 (20.00%)`,
  formattedValue: '48',
  formattedPercent: '20.00%',
  groupValues: [name],
  isOther: false,
  showLabel: true,
});

const props = (overrides: Partial<PieChartProps>): PieChartProps => ({
  width: 300,
  height: 300,
  slices: ['Evergreen shrubs and hedging', 'Climbing roses', 'Fruit trees (bare root)', 'Herbs', 'Bulbs'].map(slice),
  groupby: ['category'],
  showLegend: false,
  labelsOutside: true,
  donut: false,
  innerRadius: 30,
  outerRadius: 70,
  showTotal: false,
  formattedTotal: '',
  selectedValues: [],
  emitCrossFilters: false,
  ...overrides,
});

/** The horizontal extent of a drawn outside label: it runs away from the pie from its anchor. */
function labelExtent(geometry: ReturnType<typeof pieGeometry>, index: number, width: number): [number, number] {
  const datum = geometry.arcs[index];
  const [x] = geometry.labelPosition(datum);
  const textWidth = estimateTextWidth(geometry.labelText(datum), PIE_LABEL_FONT_SIZE);
  const rightSide = (datum.startAngle + datum.endAngle) / 2 < Math.PI;
  const left = width / 2 + (rightSide ? x : x - textWidth);
  return [left, left + textWidth];
}

describe('pieGeometry', () => {
  it('keeps outside labels inside the chart: the pie shrinks, and labels too long for any pie are shortened', () => {
    const chart = props({});
    const geometry = pieGeometry(chart, 0);
    expect(geometry.outer).toBeLessThan(105);
    geometry.arcs.forEach((_, index) => {
      const [left, right] = labelExtent(geometry, index, chart.width);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(chart.width);
    });
    expect(geometry.arcs.map((datum) => geometry.labelText(datum)).some((text) => text.endsWith('…'))).toBe(true);
  });

  it('leaves the radius and labels alone where they fit, and inside labels whole', () => {
    const wide = pieGeometry(props({ width: 1200, height: 400 }), 0);
    expect(wide.outer).toBeCloseTo(140);
    expect(wide.arcs.map((datum) => wide.labelText(datum))).toEqual(wide.arcs.map((datum) => datum.data.label));
    const inside = pieGeometry(props({ labelsOutside: false }), 0);
    expect(inside.outer).toBeCloseTo(105);
    expect(inside.labelText(inside.arcs[0])).toBe('Evergreen shrubs and hedging: 48 (20.00%)');
  });
});

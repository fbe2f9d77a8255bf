import { resetColorNamespaces } from '../../color/color-namespace';
import { transformProps } from './transform-props';

describe('area chart transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('fills the series, reads the stack mode and the area opacity', () => {
    const props = transformProps({
      formData: { datasource: '1__table', viz_type: 'echarts_area', x_axis: 'ds', metrics: ['count'], stack: 'Expand', opacity: 0.5 },
      queriesData: [{ colnames: ['ds', 'count'], coltypes: [2, 0], rowcount: 1, data: [{ ds: 0, count: 4 }] }],
      width: 300,
      height: 200,
    });
    expect(props.area).toBe(true);
    expect(props.stack).toBe('expand');
    expect(props.opacity).toBe(0.5);
    expect(props.series.map((s) => s.key)).toEqual(['count']);
    expect(props.emitCrossFilters).toBe(false);
    expect(props.yFormatter(0.5)).toBe('50%');
  });
});

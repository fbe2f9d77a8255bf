import { resetColorNamespaces } from '../../color/color-namespace';
import { boxplotResult } from './box-plot.fixtures';
import type { BoxPlotFormData } from './box-plot.types';
import { transformProps } from './transform-props';

const formData: BoxPlotFormData = {
  datasource: '4__table',
  viz_type: 'box_plot',
  columns: ['name'],
  groupby: ['gender'],
  metrics: ['sum__num'],
  number_format: ',.1f',
};

describe('box plot transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('reads each group row into a box named by its dimension values', () => {
    const props = transformProps({ formData, queriesData: [boxplotResult], width: 400, height: 300 });
    expect(props.boxes).toEqual([
      { name: 'boy', color: '#1FA8C9', min: 1, q1: 2, median: 3, q3: 4, max: 5, mean: 3.5, count: 6, outliers: [9], groupValues: ['boy'] },
      { name: 'girl', color: '#454E7C', min: 0, q1: 1, median: 2, q3: 6, max: 8, mean: 3, count: 5, outliers: [], groupValues: ['girl'] },
    ]);
    expect(props.valueFormatter(2)).toBe('2.0');
    expect(props.emitCrossFilters).toBe(true);
  });

  it('names boxes by metric when there are several metrics or no dimensions, and drops empty groups', () => {
    const withEmpty = {
      ...boxplotResult,
      data: [
        ...boxplotResult.data,
        {
          gender: 'other',
          sum__num__mean: null,
          sum__num__median: null,
          sum__num__max: null,
          sum__num__min: null,
          sum__num__q1: null,
          sum__num__q3: null,
          sum__num__count: 2,
        },
      ],
    };
    const props = transformProps({
      formData: { ...formData, groupby: [] },
      queriesData: [{ ...boxplotResult, data: [boxplotResult.data[0]] }],
      width: 1,
      height: 1,
    });
    expect(props.boxes.map((box) => box.name)).toEqual(['sum__num']);
    const grouped = transformProps({ formData, queriesData: [withEmpty], width: 1, height: 1 });
    expect(grouped.boxes.map((box) => box.name)).toEqual(['boy', 'girl']);
  });
});

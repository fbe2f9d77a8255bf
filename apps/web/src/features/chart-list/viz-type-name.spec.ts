import { vizTypeName, withVizTypeNames } from './viz-type-name';

describe('vizTypeName', () => {
  it('names a drawn type as the gallery does, and keeps an unknown id as saved', () => {
    expect(vizTypeName('echarts_timeseries_line')).toBe('Line Chart');
    expect(vizTypeName('no_such_chart')).toBe('no_such_chart');
  });

  it('labels the type filter’s options with the names', async () => {
    const load = withVizTypeNames(async () => ({ data: [{ value: 'pie', label: 'pie' }], totalCount: 1 }));
    expect((await load('', 0, 20)).data).toEqual([{ value: 'pie', label: 'Pie Chart' }]);
  });
});

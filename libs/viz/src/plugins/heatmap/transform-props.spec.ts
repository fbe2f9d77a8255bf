import { heatmapResult } from './heatmap.fixtures';
import type { HeatmapFormData } from './heatmap.types';
import { transformProps } from './transform-props';

const formData: HeatmapFormData = {
  datasource: '2__table',
  viz_type: 'heatmap_v2',
  x_axis: 'state',
  groupby: ['gender'],
  metric: 'sum__num',
  linear_color_scheme: 'white_black',
};

describe('heatmap transformProps', () => {
  // white→black over 10–40: 20 and 30 are a third and two thirds of the way (255·⅔ = 170, 255·⅓ = 85).
  it('places each row in its cell, coloured by value from the lowest to the highest', () => {
    const props = transformProps({ formData, queriesData: [heatmapResult], width: 400, height: 300 });
    expect(props.xLabels).toEqual(['CA', 'NY']);
    expect(props.yLabels).toEqual(['boy', 'girl']);
    expect(props.cells.map((cell) => [cell.x, cell.y, cell.formattedValue, cell.formattedPercent, cell.color])).toEqual([
      [1, 0, '30', '30.00%', 'rgb(85, 85, 85)'],
      [0, 0, '10', '10.00%', 'rgb(255, 255, 255)'],
      [0, 1, '20', '20.00%', 'rgb(170, 170, 170)'],
      [1, 1, '40', '40.00%', 'rgb(0, 0, 0)'],
    ]);
    expect(props.legend).toMatchObject({ low: '10', high: '40' });
    expect(props.legend.colors[0]).toBe('rgb(255, 255, 255)');
    expect(props.legend.colors.at(-1)).toBe('rgb(0, 0, 0)');
  });

  it('colours by rank when normalised and orders axes by the metric when asked', () => {
    const props = transformProps({
      formData: { ...formData, normalized: true, sort_x_axis: 'value_desc', sort_y_axis: 'alpha_desc' },
      queriesData: [heatmapResult],
      width: 400,
      height: 300,
    });
    expect(props.xLabels).toEqual(['NY', 'CA']);
    expect(props.yLabels).toEqual(['girl', 'boy']);
    expect(props.legend).toMatchObject({ low: '25.00%', high: '100.00%' });
    const caBoy = props.cells.find((cell) => cell.xValue === 'CA' && cell.yValue === 'boy');
    expect(caBoy).toMatchObject({ x: 1, y: 1, color: 'rgb(255, 255, 255)' });
  });
});

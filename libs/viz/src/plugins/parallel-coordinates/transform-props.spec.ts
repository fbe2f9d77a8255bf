import { paraFormData, paraResult } from './parallel-coordinates.fixtures';
import { PLAIN_LINE_COLOR, transformProps } from './transform-props';

const props = (extra = {}) =>
  transformProps({ formData: { ...paraFormData, ...extra }, queriesData: [paraResult], width: 400, height: 300 });

describe('parallel coordinates transformProps', () => {
  it('makes an axis per metric and colours lines along the linear scheme by the colour metric', () => {
    const { axes, lines } = props();
    expect(axes).toEqual([
      { key: 'sum__pop', label: 'sum__pop', type: 'number' },
      { key: 'avg__life', label: 'avg__life', type: 'number' },
    ]);
    expect(lines.map((line) => [line.name, line.values, line.color])).toEqual([
      ['Europe', { sum__pop: 700, avg__life: 80 }, 'rgb(0, 0, 0)'],
      ['Africa', { sum__pop: 1200, avg__life: 60 }, 'rgb(255, 255, 255)'],
      ['Asia', { sum__pop: 4500, avg__life: 70 }, 'rgb(128, 128, 128)'],
    ]);
  });

  it('adds the series as the first axis when asked, and draws grey lines without a colour metric', () => {
    const { axes, lines, showDatatable } = props({ include_series: true, secondary_metric: null, show_datatable: true });
    expect(axes[0]).toEqual({ key: 'region', label: 'region', type: 'string' });
    expect(lines.every((line) => line.color === PLAIN_LINE_COLOR)).toBe(true);
    expect(showDatatable).toBe(true);
  });
});

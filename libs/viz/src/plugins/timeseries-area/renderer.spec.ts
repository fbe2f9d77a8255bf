import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { areaChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const T1 = Date.UTC(2021, 5, 1);
const T2 = Date.UTC(2021, 5, 2);

const formData: TimeseriesFormData = {
  datasource: '1__table',
  viz_type: 'echarts_area',
  x_axis: 'ds',
  metrics: ['count'],
  groupby: ['kind'],
  show_legend: false,
  y_axis_format: ',d',
};

const result: ChartDataResponseResult = {
  colnames: ['ds', 'a', 'b'],
  coltypes: [2, 0, 0],
  rowcount: 2,
  data: [
    { ds: T1, a: 1, b: 3 },
    { ds: T2, a: 3, b: 1 },
  ],
};

function render(stack: string | null) {
  const element = document.createElement('div');
  renderer.render(element, transformProps({ formData: { ...formData, stack }, queriesData: [result], width: 400, height: 240 }), {});
  return element;
}

describe('area chart renderer', () => {
  beforeEach(() => resetColorNamespaces());

  it('draws one filled band and one top line per series', () => {
    const element = render(null);
    expect(element.querySelectorAll('path.tessera-area')).toHaveLength(2);
    expect(element.querySelectorAll('path.tessera-line')).toHaveLength(2);
    expect(element.querySelector('path.tessera-area')?.getAttribute('fill-opacity')).toBe('0.2');
  });

  it('stacks the second band on top of the first', () => {
    const element = render('Stack');
    // No legend: the plot spans y 12–212 (200px) over 0–4; one-digit ticks leave 19px on the left, 365px wide.
    expect(element.querySelector('g.tessera-plot')?.getAttribute('transform')).toBe('translate(19,12)');
    const [, b] = element.querySelectorAll('path.tessera-line');
    expect(b.getAttribute('d')).toBe('M0,0L365,0');
    const [a] = element.querySelectorAll('path.tessera-area');
    expect(a.getAttribute('d')).toBe('M0,150L365,50L365,200L0,200Z');
  });

  it('expands bands to fill the plot height', () => {
    const element = render('Expand');
    // Percent ticks up to "100%" leave 39px on the left: 345px wide.
    const [a, b] = element.querySelectorAll('path.tessera-line');
    expect(a.getAttribute('d')).toBe('M0,150L345,50');
    expect(b.getAttribute('d')).toBe('M0,0L345,0');
    expect([...element.querySelectorAll('.tessera-y-tick')].map((node) => node.textContent)).toEqual([
      '0%',
      '20%',
      '40%',
      '60%',
      '80%',
      '100%',
    ]);
  });

  it('is registered as echarts_area with a lazy renderer', async () => {
    expect(areaChartPlugin.metadata.vizType).toBe('echarts_area');
    await expect(areaChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

import { resetColorNamespaces } from '../../color/color-namespace';
import { listControls } from '../../core/controls/control-state';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { BIRTHS_RESULT, birthsFormData, mouse, pathPoints } from '../timeseries-common/timeseries.fixtures';
import { buildQuery as lineQuery } from '../timeseries-line/build-query';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { smoothLineChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const VIZ = 'echarts_timeseries_smooth';

function propsFor(extra: Partial<TimeseriesFormData> = {}) {
  return transformProps({ formData: birthsFormData(VIZ, extra), queriesData: [BIRTHS_RESULT], width: 600, height: 400 });
}

describe('smooth line', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('runs the line chart query', () => {
    const formData = birthsFormData(VIZ, { rolling_type: 'mean', rolling_periods: 2 });
    expect(buildQuery(formData).queries).toEqual(lineQuery(formData).queries);
    expect(buildQuery(formData).queries[0].post_processing?.map((step) => step.operation)).toEqual(['pivot', 'rolling', 'flatten']);
  });

  it('draws each series as a curve through its points, never stacked', () => {
    expect(propsFor({ stack: 'Stack' })).toMatchObject({ shape: 'smooth', stack: 'none', area: false });
    renderer.render(element, propsFor(), {});
    const [boys] = element.querySelectorAll('path.tessera-line');
    expect(boys.getAttribute('d')).toMatch(/^M0,0C/);
    // The curve still passes through every point of the series: its ends and the middle day.
    expect(pathPoints(boys.getAttribute('d')).map(([x]) => x)).toEqual(expect.arrayContaining([0, 269.5, 539]));
    expect(element.querySelectorAll('circle.tessera-marker')).toHaveLength(0);
  });

  it('draws markers and value labels when enabled', () => {
    renderer.render(element, propsFor({ markerEnabled: true, markerSize: 10, show_value: true }), {});
    expect(element.querySelectorAll('circle.tessera-marker')).toHaveLength(5);
    expect(element.querySelector('circle.tessera-marker')?.getAttribute('r')).toBe('5');
    expect([...element.querySelectorAll('.tessera-value-label')].map((node) => node.textContent)).toEqual(['1,000', '20', '30', '5', '15']);
  });

  it('cross-filters on a clicked line and hides a series from the legend', () => {
    const onCrossFilter = jest.fn();
    renderer.render(element, propsFor(), { onCrossFilter });
    element.querySelector('path.tessera-line')?.dispatchEvent(mouse('click', 10));
    expect(onCrossFilter).toHaveBeenCalledWith(expect.objectContaining({ column: 'gender', values: ['boy'] }));
    element.querySelectorAll('.tessera-legend-item')[1].dispatchEvent(mouse('click', 0));
    expect(element.querySelectorAll('path.tessera-line')).toHaveLength(1);
  });

  it('has no stacking control, and is registered lazily', async () => {
    const names = listControls(controlPanel).map((control) => control.name);
    expect(names).toEqual(expect.arrayContaining(['markerEnabled', 'markerSize', 'color_scheme', 'show_legend', 'rich_tooltip']));
    expect(names).not.toContain('stack');
    expect(smoothLineChartPlugin.metadata).toMatchObject({ vizType: VIZ, name: 'Smooth Line' });
    await expect(smoothLineChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

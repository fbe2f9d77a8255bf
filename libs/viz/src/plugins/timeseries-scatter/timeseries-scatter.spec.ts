import { resetColorNamespaces } from '../../color/color-namespace';
import { listControls } from '../../core/controls/control-state';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { BIRTHS_RESULT, birthsFormData, mouse, T3 } from '../timeseries-common/timeseries.fixtures';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { scatterChartPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const VIZ = 'echarts_timeseries_scatter';

function propsFor(extra: Partial<TimeseriesFormData> = {}, hooks = {}) {
  return transformProps({ formData: birthsFormData(VIZ, extra), queriesData: [BIRTHS_RESULT], width: 600, height: 400, hooks });
}

describe('scatter plot', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('queries the x-axis and series, pivoted to one column per series', () => {
    const [query] = buildQuery(birthsFormData(VIZ)).queries;
    expect(query.columns).toEqual([expect.objectContaining({ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1D' }), 'gender']);
    expect(query.series_columns).toEqual(['gender']);
    expect(query.post_processing?.map((step) => step.operation)).toEqual(['pivot', 'flatten']);
  });

  it('draws markers alone, sized by markerSize, whatever the marker checkbox says', () => {
    expect(propsFor()).toMatchObject({ shape: 'scatter', markerSize: 6, area: false });
    renderer.render(element, propsFor({ markerEnabled: false, markerSize: 14 }), {});
    expect(element.querySelectorAll('path.tessera-line')).toHaveLength(0);
    const markers = element.querySelectorAll('circle.tessera-marker');
    // Two series of three days, the girls' third missing.
    expect(markers).toHaveLength(5);
    expect(markers[0].getAttribute('r')).toBe('7');
    const colors = new Set([...markers].map((marker) => marker.getAttribute('fill')));
    expect(colors.size).toBe(2);
  });

  it('colours the series from the dashboard scheme and its label colours', () => {
    const props = propsFor({ color_scheme: 'supersetColors', label_colors: { girl: '#123456' } });
    expect(props.series.find((series) => series.key === 'girl')?.color).toBe('#123456');
  });

  it('stacks the points when asked', () => {
    renderer.render(element, propsFor({ stack: 'Stack' }), {});
    const girls = [...element.querySelectorAll('g.tessera-series-group')][1].querySelectorAll('circle');
    const boys = [...element.querySelectorAll('g.tessera-series-group')][0].querySelectorAll('circle');
    // Stacked on the boys: the girls' markers sit higher (smaller y) than the boys' at the same x.
    expect(Number(girls[1].getAttribute('cy'))).toBeLessThan(Number(boys[1].getAttribute('cy')));
  });

  it('shows the hovered day in the tooltip, cross-filters on a marker and drills to its point', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onCrossFilter, onContextMenu });
    element.querySelector('rect.tessera-hover-area')?.dispatchEvent(mouse('mousemove', 270, 300));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('2020-01-02');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['boy: 20', 'girl: 15']);
    const girlMarker = [...element.querySelectorAll('g.tessera-series-group')][1].querySelector('circle')!;
    girlMarker.dispatchEvent(mouse('click', 10));
    expect(onCrossFilter).toHaveBeenCalledWith(expect.objectContaining({ column: 'gender', values: ['girl'] }));
    girlMarker.dispatchEvent(mouse('contextmenu', 530, 40));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 530,
      y: 40,
      filters: [
        { col: 'ds', op: '==', val: T3 },
        { col: 'gender', op: '==', val: 'girl' },
      ],
    });
  });

  it('offers stacking and markers up to 100 px, and is registered lazily', async () => {
    const byName = Object.fromEntries(listControls(controlPanel).map((control) => [control.name, control]));
    expect(byName.stack).toBeDefined();
    expect(byName.markerSize.max).toBe(100);
    expect(scatterChartPlugin.metadata.vizType).toBe(VIZ);
    await expect(scatterChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

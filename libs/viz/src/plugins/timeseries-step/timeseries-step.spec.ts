import { resetColorNamespaces } from '../../color/color-namespace';
import { getControlDefaults, listControls, resolveControl } from '../../core/controls/control-state';
import { BIRTHS_RESULT, birthsFormData, mouse, pathPoints, T1 } from '../timeseries-common/timeseries.fixtures';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { stepLineChartPlugin } from './index';
import { renderer } from './renderer';
import type { StepFormData } from './step.types';
import { transformProps } from './transform-props';

const VIZ = 'echarts_timeseries_step';

function propsFor(extra: Partial<StepFormData> = {}) {
  return transformProps({ formData: birthsFormData(VIZ, extra), queriesData: [BIRTHS_RESULT], width: 600, height: 400 });
}

describe('stepped line', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  function boysPath(extra: Partial<StepFormData>): [number, number][] {
    element.innerHTML = '';
    renderer.render(element, propsFor(extra), {});
    return pathPoints(element.querySelector('path.tessera-line')!.getAttribute('d'));
  }

  it('runs the shared time-series query', () => {
    const [query] = buildQuery(birthsFormData(VIZ)).queries;
    expect(query.series_columns).toEqual(['gender']);
    expect(query.post_processing?.map((step) => step.operation)).toEqual(['pivot', 'flatten']);
  });

  it('steps at the start by default, or in the middle or at the end between two points', () => {
    expect(propsFor().shape).toBe('start');
    expect(propsFor({ seriesType: 'no-such' as StepFormData['seriesType'] }).shape).toBe('start');
    // From the first point (0,0) to the second day at x 269.5: rise first, run first, or run half-way.
    const [start0, start1] = boysPath({ seriesType: 'start' });
    expect(start0).toEqual([0, 0]);
    expect(start1[0]).toBe(0);
    const [, end1] = boysPath({ seriesType: 'end' });
    expect(end1).toEqual([269.5, 0]);
    const [, middle1] = boysPath({ seriesType: 'middle' });
    expect(middle1).toEqual([134.75, 0]);
  });

  it('fills the area under the steps with the chosen opacity when asked', () => {
    renderer.render(element, propsFor({ area: true, opacity: 0.5 }), {});
    const areas = element.querySelectorAll('path.tessera-area');
    expect(areas).toHaveLength(2);
    expect(areas[0].getAttribute('fill-opacity')).toBe('0.5');
    element.innerHTML = '';
    renderer.render(element, propsFor(), {});
    expect(element.querySelectorAll('path.tessera-area')).toHaveLength(0);
  });

  it('drills to the point under the pointer and cross-filters on the series', () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onCrossFilter, onContextMenu });
    const line = element.querySelector('path.tessera-line')!;
    line.dispatchEvent(mouse('contextmenu', 5, 40));
    expect(onContextMenu).toHaveBeenCalledWith(
      expect.objectContaining({
        filters: [
          { col: 'ds', op: '==', val: T1 },
          { col: 'gender', op: '==', val: 'boy' },
        ],
      }),
    );
    line.dispatchEvent(mouse('click', 5));
    expect(onCrossFilter).toHaveBeenCalledWith(expect.objectContaining({ values: ['boy'] }));
  });

  it("offers Superset's step type, stacking, area and opacity controls", async () => {
    const defaults = getControlDefaults(controlPanel, { columns: [{ column_name: 'ds', is_dttm: true }], main_dttm_col: 'ds' });
    expect(defaults).toMatchObject({ seriesType: 'start', area: false, opacity: 0.2, stack: null });
    const opacity = listControls(controlPanel).find((control) => control.name === 'opacity')!;
    expect(resolveControl(opacity, { area: false }).visible).toBe(false);
    expect(resolveControl(opacity, { area: true }).visible).toBe(true);
    expect(stepLineChartPlugin.metadata).toMatchObject({ vizType: VIZ, name: 'Stepped Line' });
    await expect(stepLineChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

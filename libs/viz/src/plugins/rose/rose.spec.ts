import { resetColorNamespaces } from '../../color/color-namespace';
import { getControlDefaults, validateFormData } from '../../core/controls/control-state';
import { BIRTHS_RESULT, T2 } from '../timeseries-common/timeseries.fixtures';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { roseChartPlugin } from './index';
import { renderer } from './renderer';
import type { RoseFormData } from './rose.types';
import { transformProps } from './transform-props';

const formData: RoseFormData = {
  datasource: '3__table',
  viz_type: 'rose',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['sum__num'],
  groupby: ['gender'],
  number_format: ',d',
  date_time_format: '%Y-%m-%d',
};

function propsFor(extra: Partial<RoseFormData> = {}, width = 300, height = 300) {
  return transformProps({ formData: { ...formData, ...extra }, queriesData: [BIRTHS_RESULT], width, height });
}

function mouse(type: string, clientX = 10, clientY = 10): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

describe('rose chart', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it("runs the time-series query over the legacy chart's time column", () => {
    const [query] = buildQuery(formData).queries;
    expect(query.columns).toEqual([expect.objectContaining({ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1D' }), 'gender']);
    expect(query.post_processing?.map((step) => step.operation)).toEqual(['pivot', 'flatten']);
  });

  it('gives each period an equal slice with a petal per series, largest behind, radius by value', () => {
    const { slices, legend } = propsFor();
    expect(slices.map((slice) => slice.label)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);
    expect(slices[1].endAngle - slices[1].startAngle).toBeCloseTo((2 * Math.PI) / 3);
    // Largest value 1,000 reaches the outer radius of 126 px; 20 is 2 % of it.
    expect(slices[0].petals.map((petal) => [petal.label, petal.value, petal.radius])).toEqual([
      ['boy', 1000, 126],
      ['girl', 5, 0.63],
    ]);
    expect(slices[1].petals[0].radius).toBeCloseTo(126 * 0.02);
    expect(legend.map((item) => item.label)).toEqual(['boy', 'girl']);
  });

  it('sizes petals by area when asked', () => {
    expect(propsFor({ rose_area_proportion: true }).slices[1].petals[0].radius).toBeCloseTo(126 * Math.sqrt(0.02));
  });

  it('draws every petal, lists the period in the tooltip, and drills to the period and series', () => {
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onContextMenu });
    const petals = element.querySelectorAll('path.tessera-rose-petal');
    expect(petals).toHaveLength(6);
    petals[3].dispatchEvent(mouse('mousemove'));
    const tooltip = element.querySelector('.tessera-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.tessera-tooltip-title')?.textContent).toBe('2020-01-02');
    expect([...tooltip.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['boy: 20', 'girl: 15']);
    petals[3].dispatchEvent(mouse('contextmenu', 5, 6));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 5,
      y: 6,
      filters: [
        { col: 'ds', op: '==', val: T2 },
        { col: 'gender', op: '==', val: 'girl' },
      ],
    });
  });

  it('lists only the hovered series without the rich tooltip', () => {
    renderer.render(element, propsFor({ rich_tooltip: false }), {});
    element.querySelectorAll('path.tessera-rose-petal')[0].dispatchEvent(mouse('mousemove'));
    expect([...element.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual(['boy: 1,000']);
  });

  it('shows the empty state without data, requires metrics, and loads lazily', async () => {
    renderer.render(element, transformProps({ formData, queriesData: [], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
    const defaults = getControlDefaults(controlPanel, { columns: [{ column_name: 'ds', is_dttm: true }], main_dttm_col: 'ds' });
    expect(defaults).toMatchObject({
      rich_tooltip: true,
      rose_area_proportion: false,
      number_format: 'SMART_NUMBER',
      date_time_format: 'smart_date',
    });
    expect(validateFormData(controlPanel, defaults)).toEqual({ metrics: ['This is a required field'] });
    await expect(roseChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });
});

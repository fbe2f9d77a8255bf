import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { PieFormData } from './pie.types';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: PieFormData = { datasource: '2__table', viz_type: 'pie', groupby: ['gender'], metric: 'sum__num', show_legend: false };

const result: ChartDataResponseResult = {
  colnames: ['gender', 'sum__num'],
  coltypes: [1, 0],
  rowcount: 2,
  data: [
    { gender: 'boy', sum__num: 60 },
    { gender: 'girl', sum__num: 40 },
  ],
};

function draw(extra: Partial<PieFormData> = {}, callbacks = {}, crossFilterValues?: string[]) {
  const element = document.createElement('div');
  renderer.render(
    element,
    transformProps({ formData: { ...formData, ...extra }, queriesData: [result], width: 400, height: 300, hooks: { crossFilterValues } }),
    callbacks,
  );
  return element;
}

describe('pie renderer', () => {
  beforeEach(() => resetColorNamespaces());

  it('draws one arc per slice around the centre of the box', () => {
    const element = draw();
    expect(element.querySelector('g.tessera-pie')?.getAttribute('transform')).toBe('translate(200,150)');
    const slices = element.querySelectorAll('path.tessera-pie-slice');
    expect(slices).toHaveLength(2);
    // 70% of the 150px maximum radius; the first slice spans 60% of the turn from twelve o'clock.
    expect(slices[0].getAttribute('d')).toBe('M0,-105A105,105,0,1,1,-61.717,84.947L0,0Z');
    expect([...element.querySelectorAll('.tessera-pie-label')].map((node) => node.textContent)).toEqual(['boy', 'girl']);
    expect(element.querySelector('.tessera-pie-label')?.getAttribute('text-anchor')).toBe('start');
  });

  it('draws a ring with the total in the middle for a donut', () => {
    const element = draw({ donut: true, innerRadius: 30, show_total: true, number_format: ',d' });
    // The hole is 30% of the 150px maximum radius: the slice closes along a 45px inner arc.
    const d = element.querySelector('path.tessera-pie-slice')?.getAttribute('d');
    expect(d?.startsWith('M0,-105A105,105')).toBe(true);
    expect(d).toContain('A45,45,0,1,0,0,-45Z');
    expect(element.querySelector('.tessera-pie-total')?.textContent).toBe('100');
  });

  it('shows a legend and a tooltip per slice', () => {
    const element = draw({ show_legend: true });
    expect(element.querySelectorAll('.tessera-legend-item')).toHaveLength(2);
    element
      .querySelectorAll('path.tessera-pie-slice')[1]
      .dispatchEvent(new MouseEvent('mousemove', { clientX: 10, clientY: 10, bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('girl');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('40: 40.00%');
  });

  it('cross-filters on a clicked slice and fades the others when one is selected', () => {
    const onCrossFilter = jest.fn();
    const element = draw({}, { onCrossFilter }, ['girl']);
    const slices = element.querySelectorAll<SVGPathElement>('path.tessera-pie-slice');
    expect(slices[0].style.opacity).toBe('0.3');
    expect(slices[1].style.opacity).toBe('1');
    slices[0].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onCrossFilter).toHaveBeenCalledWith({
      column: 'gender',
      values: ['boy'],
      label: 'boy',
      filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
    });
    slices[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onCrossFilter).toHaveBeenLastCalledWith({ column: 'gender', values: [], label: 'girl', filters: [] });
  });

  it('opens the drill menu with the slice dimensions', () => {
    const onContextMenu = jest.fn();
    const element = draw({}, { onContextMenu });
    element
      .querySelector('path.tessera-pie-slice')
      ?.dispatchEvent(new MouseEvent('contextmenu', { clientX: 5, clientY: 6, bubbles: true, cancelable: true }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 5, y: 6, filters: [{ col: 'gender', op: '==', val: 'boy' }] });
  });
});

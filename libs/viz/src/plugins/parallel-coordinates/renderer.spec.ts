import { parallelCoordinatesChartPlugin } from './index';
import { paraFormData, paraResult } from './parallel-coordinates.fixtures';
import type { ParallelCoordinatesFormData } from './parallel-coordinates.types';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

function draw(extra: Partial<ParallelCoordinatesFormData> = {}, callbacks = {}) {
  const element = document.createElement('div');
  renderer.render(
    element,
    transformProps({ formData: { ...paraFormData, ...extra }, queriesData: [paraResult], width: 400, height: 300 }),
    callbacks,
  );
  return element;
}

const lines = (element: HTMLElement) => [...element.querySelectorAll<SVGPathElement>('path.tessera-parallel-line')];

describe('parallel coordinates renderer', () => {
  // Axes at x = 40 and 360 over 288…24 px; the population axis spans 500…4500 (nice), life 60…80.
  it('draws an axis per metric and a line per row through them', () => {
    const element = draw();
    expect([...element.querySelectorAll('.tessera-parallel-axis-label')].map((label) => label.firstChild?.textContent)).toEqual([
      'sum__pop',
      'avg__life',
    ]);
    expect(lines(element).map((line) => line.getAttribute('d'))).toEqual(['M40,274.8L360,24', 'M40,241.8L360,288', 'M40,24L360,156']);
    expect(lines(element).map((line) => line.getAttribute('stroke'))).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', 'rgb(128, 128, 128)']);
  });

  it('shortens axis titles to the room at the edges, keeping the full title on hover', () => {
    const long = 'average life expectancy at birth in years';
    const data = paraResult.data.map(({ avg__life, ...row }) => ({ ...row, [long]: avg__life }));
    const element = document.createElement('div');
    renderer.render(
      element,
      transformProps({
        formData: { ...paraFormData, metrics: ['sum__pop', long] },
        queriesData: [{ ...paraResult, data }],
        width: 400,
        height: 300,
      }),
      {},
    );
    const title = element.querySelectorAll('.tessera-parallel-axis-label')[1];
    expect(title.firstChild?.textContent).toMatch(/…$/);
    expect(title.querySelector('title')?.textContent).toBe(long);
  });

  it('puts the series on its own axis when included', () => {
    const element = draw({ include_series: true });
    expect(element.querySelectorAll('g.tessera-parallel-axis')).toHaveLength(3);
    expect(lines(element)[0].getAttribute('d')).toMatch(/^M40,288L200,274.8L360,24$/);
  });

  it('fades the lines outside a brushed range and restores them when the brush is cleared', () => {
    const element = draw();
    document.body.appendChild(element);
    const overlay = element.querySelector('g.tessera-parallel-brush rect.overlay') as SVGRectElement;
    // jsdom has no layout: pointer positions are the client coordinates, in the axis' own frame.
    const at = (type: string, clientY: number) =>
      new MouseEvent(type, { view: window, bubbles: true, cancelable: true, clientX: 0, clientY });
    overlay.dispatchEvent(at('mousedown', 20));
    window.dispatchEvent(at('mousemove', 60));
    window.dispatchEvent(at('mouseup', 60));
    // Only Asia (4500, at the top of the population axis) passes through the brushed 24…60 px.
    expect(lines(element).map((line) => line.getAttribute('stroke'))).toEqual(['#ddd', '#ddd', 'rgb(128, 128, 128)']);
    overlay.dispatchEvent(at('mousedown', 200));
    window.dispatchEvent(at('mouseup', 200));
    expect(lines(element).map((line) => line.getAttribute('stroke'))).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', 'rgb(128, 128, 128)']);
    element.remove();
  });

  it('shows the values of a hovered line and drills to its series', () => {
    const onContextMenu = jest.fn();
    const element = draw({}, { onContextMenu });
    lines(element)[2].dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('Asia');
    expect([...element.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual([
      'sum__pop: 4.5k',
      'avg__life: 70',
    ]);
    expect(lines(element)[2].getAttribute('stroke-width')).toBe('3');
    lines(element)[0].dispatchEvent(new MouseEvent('contextmenu', { clientX: 2, clientY: 3, bubbles: true }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 2, y: 3, filters: [{ col: 'region', op: '==', val: 'Europe' }] });
  });

  it('adds the data table below, highlighting a line when its row is hovered', () => {
    const element = draw({ show_datatable: true });
    expect(element.querySelector('svg')?.getAttribute('height')).toBe('150');
    const rows = element.querySelectorAll('tr.tessera-parallel-row');
    expect([...rows].map((row) => row.textContent)).toEqual(['Europe70080', 'Africa1.2k60', 'Asia4.5k70']);
    rows[1].dispatchEvent(new MouseEvent('mouseenter'));
    // The highlighted line is raised above the others, drawn thicker.
    const focused = lines(element).filter((line) => line.getAttribute('stroke-width') === '3');
    expect(focused.map((line) => line.getAttribute('d'))).toEqual(['M40,118.05L360,138']);
    expect(lines(element).at(-1)).toBe(focused[0]);
  });

  it('is the para plugin with a lazily loaded renderer', async () => {
    expect(parallelCoordinatesChartPlugin.metadata.vizType).toBe('para');
    expect(await parallelCoordinatesChartPlugin.loadRenderer()).toBe(renderer);
  });
});

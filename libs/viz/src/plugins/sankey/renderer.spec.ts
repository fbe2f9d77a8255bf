import { resetColorNamespaces } from '../../color/color-namespace';
import { sankeyChartPlugin } from './index';
import { renderer } from './renderer';
import { sankeyFormData, sankeyResult } from './sankey.fixtures';
import { transformProps } from './transform-props';

function draw(callbacks = {}, data = sankeyResult) {
  const element = document.createElement('div');
  renderer.render(element, transformProps({ formData: sankeyFormData, queriesData: [data], width: 400, height: 200 }), callbacks);
  return element;
}

describe('sankey renderer', () => {
  beforeEach(() => resetColorNamespaces());

  it('draws a bar per node and a band per flow coloured like its source', () => {
    const element = draw();
    const nodes = [...element.querySelectorAll('rect.tessera-sankey-node')];
    expect(nodes).toHaveLength(5);
    expect(nodes.map((node) => node.getAttribute('fill'))).toEqual(['#1FA8C9', '#454E7C', '#5AC189', '#FF7F44', '#666666']);
    const bands = [...element.querySelectorAll('path.tessera-sankey-link')];
    // Z → A would close a cycle and is left out.
    expect(bands).toHaveLength(4);
    expect(bands.map((band) => band.getAttribute('stroke'))).toEqual(['#1FA8C9', '#1FA8C9', '#FF7F44', '#454E7C']);
    expect(Number(bands[0].getAttribute('stroke-width'))).toBeCloseTo((30 * 182) / 60);
    const labels = [...element.querySelectorAll('text.tessera-sankey-label')];
    expect(labels.map((label) => label.textContent)).toEqual(['A', 'X', 'Y', 'B', 'Z']);
    // Last-column labels sit left of their nodes, the others right.
    expect(labels.map((label) => label.getAttribute('text-anchor'))).toEqual(['start', 'start', 'end', 'start', 'end']);
  });

  it("shows a flow's value and its share of both ends in the tooltip", () => {
    const element = draw();
    element.querySelectorAll('path.tessera-sankey-link')[2].dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('B > X');
    expect([...element.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual([
      'sum__sales: 20.00',
      '% (B): 100.00%',
      '% (X): 40.00%',
    ]);
    element.querySelector('rect.tessera-sankey-node')?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('A');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('sum__sales: 40.00');
  });

  it('drills to the rows of a flow or of a node', () => {
    const onContextMenu = jest.fn();
    const element = draw({ onContextMenu });
    element
      .querySelector('path.tessera-sankey-link')
      ?.dispatchEvent(new MouseEvent('contextmenu', { clientX: 3, clientY: 4, bubbles: true, cancelable: true }));
    expect(onContextMenu).toHaveBeenCalledWith({
      x: 3,
      y: 4,
      filters: [
        { col: 'region', op: '==', val: 'A' },
        { col: 'channel', op: '==', val: 'X' },
      ],
    });
    element
      .querySelectorAll('rect.tessera-sankey-node')[1]
      .dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    expect(onContextMenu).toHaveBeenLastCalledWith({ x: 0, y: 0, filters: [{ col: 'channel', op: '==', val: 'X' }] });
  });

  it('shows the empty state without flows', () => {
    const element = draw({}, { ...sankeyResult, data: [] });
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
  });

  it('is the sankey_v2 plugin with a lazily loaded renderer', async () => {
    expect(sankeyChartPlugin.metadata.vizType).toBe('sankey_v2');
    expect(await sankeyChartPlugin.loadRenderer()).toBe(renderer);
  });
});

import { select } from 'd3-selection';
import { zoomIdentity } from 'd3-zoom';
import type { RoamMode } from './roam';
import { enableRoam } from './roam';

function setup(mode: RoamMode, initial = zoomIdentity) {
  const host = document.createElement('div');
  const svg = select(host).append('svg');
  const layer = svg.append('g');
  const changes: string[] = [];
  enableRoam(svg, layer, mode, { width: 200, height: 100 }, initial, (transform) => changes.push(transform.toString()));
  const wheel = () => svg.node()?.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, clientX: 100, clientY: 50, cancelable: true }));
  return { layer, changes, wheel };
}

describe('roam', () => {
  it('starts from the kept transform', () => {
    const { layer } = setup(true, zoomIdentity.translate(5, 6).scale(2));
    expect(layer.attr('transform')).toBe('translate(5,6) scale(2)');
  });

  it('zooms on the wheel when scaling is allowed, keeping the layer unmoved for scale only', () => {
    const both = setup(true);
    both.wheel();
    expect(both.layer.attr('transform')).toMatch(/^translate\(-?[\d.]+,-?[\d.]+\) scale\(1\.\d+\)$/);
    const scaleOnly = setup('scale');
    scaleOnly.wheel();
    expect(scaleOnly.layer.attr('transform')).toMatch(/^translate\(0,0\) scale\(1\.\d+\)$/);
  });

  it('does not zoom when only moving or roaming is off', () => {
    const move = setup('move');
    move.wheel();
    expect(move.layer.attr('transform')).toBe('translate(0,0) scale(1)');
    const off = setup(false);
    off.wheel();
    expect(off.changes).toEqual([]);
    expect(off.layer.attr('transform')).toBe('translate(0,0) scale(1)');
  });
});

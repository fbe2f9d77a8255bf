import { findControl, getControlDefaults, resolveControl, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('graph control panel', () => {
  it("starts from Superset's defaults", () => {
    expect(getControlDefaults(controlPanel)).toMatchObject({
      layout: 'force',
      edgeSymbol: 'none,arrow',
      roam: true,
      draggable: false,
      selectedMode: 'single',
      baseNodeSize: 20,
      baseEdgeWidth: 3,
      edgeLength: 400,
      gravity: 0.3,
      repulsion: 1000,
      friction: 0.2,
      show_legend: true,
    });
  });

  it('requires source, target and metric; shows force settings only for the force layout', () => {
    expect(validateFormData(controlPanel, { row_limit: 100 })).toEqual({
      source: ['This is a required field'],
      target: ['This is a required field'],
      metric: ['This is a required field'],
    });
    const gravity = findControl(controlPanel, 'gravity');
    expect(gravity && resolveControl(gravity, { layout: 'circular' }).visible).toBe(false);
    expect(gravity && resolveControl(gravity, {}).visible).toBe(true);
  });
});

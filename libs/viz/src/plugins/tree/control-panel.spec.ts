import { findControl, getControlDefaults, resolveControl, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('tree control panel', () => {
  it("starts from Superset's defaults and requires only id and parent", () => {
    expect(getControlDefaults(controlPanel)).toMatchObject({
      layout: 'orthogonal',
      orient: 'LR',
      node_label_position: 'left',
      child_label_position: 'bottom',
      emphasis: 'descendant',
      symbol: 'emptyCircle',
      symbolSize: 7,
      roam: true,
    });
    expect(validateFormData(controlPanel, { row_limit: 10 })).toEqual({
      id: ['This is a required field'],
      parent: ['This is a required field'],
    });
  });

  it('offers orientation and emphasis for the orthogonal layout only', () => {
    const orient = findControl(controlPanel, 'orient');
    expect(orient && resolveControl(orient, { layout: 'radial' }).visible).toBe(false);
    expect(orient && resolveControl(orient, {}).visible).toBe(true);
  });
});

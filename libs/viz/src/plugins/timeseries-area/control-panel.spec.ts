import { findControl, getControlDefaults, resolveControl } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('area chart control panel', () => {
  it('offers no stacking, stacking and expansion, unstacked by default, with a 0.2 opacity', () => {
    const stack = findControl(controlPanel, 'stack');
    expect(stack?.choices?.map(([value]) => value)).toEqual([null, 'Stack', 'Expand']);
    expect(getControlDefaults(controlPanel)).toMatchObject({ stack: null, opacity: 0.2 });
  });

  it('keeps the advanced analytics rules of the shared panel', () => {
    const periods = findControl(controlPanel, 'rolling_periods');
    expect(periods && resolveControl(periods, { rolling_type: 'std', rolling_periods: 'seven' }).errors).toEqual([
      'is expected to be an integer',
    ]);
  });
});

import { getControlDefaults, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('word cloud control panel', () => {
  it("starts from Superset's defaults and requires a dimension and a metric", () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] });
    expect(defaults).toMatchObject({ row_limit: 100, size_from: 10, size_to: 70, rotation: 'square', sort_by_metric: false });
    expect(validateFormData(controlPanel, defaults)).toEqual({
      series: ['This is a required field'],
      metric: ['This is a required field'],
    });
    expect(validateFormData(controlPanel, { ...defaults, series: 'name', metric: 'count', size_to: 'big' })).toEqual({
      size_to: ['is expected to be an integer'],
    });
  });
});

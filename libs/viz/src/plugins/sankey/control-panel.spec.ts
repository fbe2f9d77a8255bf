import { getControlDefaults, validateFormData } from '../../core/controls/control-state';
import { controlPanel } from './control-panel';

describe('sankey control panel', () => {
  it('requires a source, a target and a metric', () => {
    expect(validateFormData(controlPanel, { row_limit: 100 })).toEqual({
      source: ['This is a required field'],
      target: ['This is a required field'],
      metric: ['This is a required field'],
    });
  });

  it('offers the row limit, metric sorting and the colour scheme', () => {
    expect(getControlDefaults(controlPanel)).toMatchObject({ row_limit: 10000, sort_by_metric: false, color_scheme: 'supersetColors' });
  });
});

import { getControlDefaults, listControls, validateFormData } from '../../core/controls/control-state';
import type { QueryFormData } from '../../core/query/query.types';
import { controlPanel } from './control-panel';

describe('box plot control panel', () => {
  it('defaults to Tukey whiskers and requires a distribution column and metrics', () => {
    const defaults = getControlDefaults(controlPanel, { columns: [] }) as Partial<QueryFormData>;
    expect(defaults).toMatchObject({ whiskerOptions: 'Tukey', columns: [], groupby: [], metrics: [] });
    expect(validateFormData(controlPanel, defaults)).toEqual({
      columns: ['This is a required field'],
      metrics: ['This is a required field'],
    });
    expect(validateFormData(controlPanel, { ...defaults, columns: ['name'], metrics: ['count'] })).toEqual({});
  });

  it("offers Superset's whisker options", () => {
    const whiskers = listControls(controlPanel).find((control) => control.name === 'whiskerOptions');
    expect(whiskers?.choices?.map(([value]) => value)).toEqual(['Tukey', 'Min/max (no outliers)', '2/98 percentiles', '9/91 percentiles']);
    expect(listControls(controlPanel).find((control) => control.name === 'columns')?.label).toBe('Distribute across');
  });
});

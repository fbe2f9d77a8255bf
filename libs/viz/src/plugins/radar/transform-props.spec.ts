import { resetColorNamespaces } from '../../color/color-namespace';
import { TEAMS_FORM_DATA, TEAMS_RESULT } from './radar.fixtures';
import type { RadarFormData } from './radar.types';
import { transformProps } from './transform-props';

function propsFor(extra: Partial<RadarFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...TEAMS_FORM_DATA, ...extra }, queriesData: [TEAMS_RESULT], width: 400, height: 400, hooks });
}

describe('radar props', () => {
  beforeEach(() => resetColorNamespaces());

  it('gives one series per group with its value on every metric, and a spoke per metric up to its largest value', () => {
    const props = propsFor();
    expect(props.series.map((s) => [s.name, s.values, s.labels, s.groupValues])).toEqual([
      ['Reds', [80, 40, 100], ['80', '40', '100'], ['Reds']],
      ['Blues', [40, 20, 50], ['40', '20', '50'], ['Blues']],
    ]);
    expect(props.indicators).toEqual([
      { name: 'speed', min: 0, max: 80 },
      { name: 'power', min: 0, max: 40 },
      { name: 'skill', min: 0, max: 100 },
    ]);
  });

  it("takes each spoke's bounds from Superset's metric customisation, a null minimum meaning the data's", () => {
    const props = propsFor({
      column_config: { speed: { radarMetricMaxValue: 200 }, power: { radarMetricMinValue: null, radarMetricMaxValue: null } },
    });
    expect(props.indicators.slice(0, 2)).toEqual([
      { name: 'speed', min: 0, max: 200 },
      { name: 'power', min: 20, max: 40 },
    ]);
  });

  it('labels points with the category too when asked, and reads the label position', () => {
    expect(propsFor({ label_type: 'key_value' }).series[1].labels[0]).toBe('Blues: 40');
    expect(propsFor({ label_position: 'insideTop' }).labelPosition).toBe('inside');
    expect(propsFor({ label_position: 'left' }).labelPosition).toBe('left');
    expect(propsFor().labelPosition).toBe('top');
  });

  it('colours groups through the namespace and label colours, and keeps the selection and options', () => {
    const props = propsFor({ label_colors: { Blues: '#0000ff' }, is_circle: true, show_labels: false }, { crossFilterValues: ['Reds'] });
    expect(props.series[1].color).toBe('#0000ff');
    expect(props).toMatchObject({ isCircle: true, showLabels: false, selectedValues: ['Reds'], emitCrossFilters: true, groupby: ['team'] });
  });
});

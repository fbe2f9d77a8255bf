import { getAnalogousColors } from './analogous-colors';
import { CategoricalColorScale } from './categorical-color-scale';
import { getChartColorScale, resetColorNamespaces } from './color-namespace';
import { colorRulesFromFeatureFlags, configureColorRules, getColorRules, resetColorRules } from './color-rules';

const RGB = ['#FF0000', '#00FF00', '#0000FF'];
const labels = (count: number) => Array.from({ length: count }, (_, index) => `label ${index}`);

describe('colour feature flags', () => {
  beforeEach(() => {
    resetColorNamespaces();
    resetColorRules();
  });

  it('reads both flags from the server, Superset’s first spelling of the analogous flag included', () => {
    expect(colorRulesFromFeatureFlags({})).toEqual({ useAnalogousColors: false, avoidColorsCollision: false });
    expect(colorRulesFromFeatureFlags({ USE_ANALOGOUS_COLORS: true, AVOID_COLORS_COLLISION: true })).toEqual({
      useAnalogousColors: true,
      avoidColorsCollision: true,
    });
    expect(colorRulesFromFeatureFlags({ USE_ANALAGOUS_COLORS: true }).useAnalogousColors).toBe(true);
    configureColorRules({ avoidColorsCollision: true });
    expect(getColorRules()).toEqual({ useAnalogousColors: false, avoidColorsCollision: true });
  });

  describe('UseAnalogousColors', () => {
    it('shades each scheme colour round the colour wheel, interleaved in the scheme’s order', () => {
      const shades = getAnalogousColors(RGB, 2);
      expect(shades).toHaveLength(6);
      // Red turned 12° one way then the other; green and blue likewise.
      expect(shades.slice(0, 3)).toEqual(['#FF3300', '#00FF33', '#3300FF']);
      expect(shades.slice(3)).toEqual(['#FF0033', '#33FF00', '#0033FF']);
      expect(new Set([...RGB, ...shades]).size).toBe(9);
    });

    it('is off by default: a fourth label repeats the first colour', () => {
      const scale = new CategoricalColorScale(RGB);
      expect(labels(4).map((label) => scale.getColor(label))).toEqual([...RGB, '#FF0000']);
      expect(scale.getPalette()).toEqual(RGB);
    });

    it('on, labels beyond the scheme take analogous shades, never a colour twice', () => {
      configureColorRules({ useAnalogousColors: true });
      const scale = new CategoricalColorScale(RGB);
      const colors = labels(9).map((label) => scale.getColor(label));
      expect(colors.slice(0, 3)).toEqual(RGB);
      expect(colors.slice(3)).toEqual(getAnalogousColors(RGB, 2));
      expect(new Set(colors).size).toBe(9);
      expect(scale.getPalette()).toHaveLength(9);
    });
  });

  describe('AvoidColorsCollision', () => {
    const chart = (sliceId: number) => getChartColorScale({ slice_id: sliceId, color_scheme: 'supersetColors' }, 'dashboard-7');

    it('is off by default: two charts of a dashboard give their different series the same colours', () => {
      const first = chart(1);
      const second = chart(2);
      expect(['boy', 'girl'].map((label) => first.getColor(label))).toEqual(['#1FA8C9', '#454E7C']);
      expect(['CA', 'NY'].map((label) => second.getColor(label))).toEqual(['#1FA8C9', '#454E7C']);
    });

    it('on, a chart’s new series avoid the colours of the dashboard’s other charts; a shared label keeps its colour', () => {
      configureColorRules({ avoidColorsCollision: true });
      const first = chart(1);
      const second = chart(2);
      const firstColors = ['boy', 'girl'].map((label) => first.getColor(label));
      const secondColors = ['CA', 'NY', 'boy'].map((label) => second.getColor(label));
      expect(firstColors).toEqual(['#1FA8C9', '#454E7C']);
      expect(secondColors).toEqual(['#5AC189', '#FF7F44', '#1FA8C9']);
      // Redrawn (a resize), the first chart keeps its colours rather than avoiding its own.
      const redrawn = chart(1);
      expect(['boy', 'girl'].map((label) => redrawn.getColor(label))).toEqual(firstColors);
    });

    it('on, once every colour is taken a new series gets the least used one', () => {
      configureColorRules({ avoidColorsCollision: true });
      const first = new CategoricalColorScale(RGB, {
        dashboard: {
          usedByOtherCharts: () =>
            new Map([
              ['#FF0000', 2],
              ['#00FF00', 1],
              ['#0000FF', 3],
            ]),
          record: () => undefined,
        },
      });
      expect(first.getColor('a')).toBe('#00FF00');
      expect(first.getColor('b')).toBe('#FF0000');
    });

    it('leaves Explore’s default namespace to one chart at a time', () => {
      configureColorRules({ avoidColorsCollision: true });
      getChartColorScale({ slice_id: 1 }).getColor('boy');
      expect(getChartColorScale({ slice_id: 2 }).getColor('girl')).toBe('#1FA8C9');
    });
  });
});

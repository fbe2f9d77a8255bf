import { resetColorNamespaces } from '../../color/color-namespace';
import { bubbleFormData, bubbleResult } from './bubble.fixtures';
import { transformProps } from './transform-props';

describe('bubble chart transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('makes a bubble per row coloured by its series', () => {
    const props = transformProps({ formData: bubbleFormData, queriesData: [bubbleResult], width: 500, height: 400 });
    expect(props.bubbles.map((b) => [b.entity, b.series, b.x, b.y, b.size, b.color, b.groupValues])).toEqual([
      ['A', 'north', 1, 10, 100, '#1FA8C9', ['A', 'north']],
      ['B', 'south', 3, 30, 25, '#454E7C', ['B', 'south']],
      ['C', 'north', 4, 20, 400, '#1FA8C9', ['C', 'north']],
    ]);
    expect(props.series).toEqual([
      { label: 'north', color: '#1FA8C9' },
      { label: 'south', color: '#454E7C' },
    ]);
    expect(props.columns).toEqual(['country', 'region']);
    expect(props.maxBubbleSize).toBe(40);
    expect([props.xLabel, props.yLabel, props.sizeLabel]).toEqual(['gdp', 'life', 'population']);
  });

  it('colours by entity without a series and drops rows a log axis cannot place', () => {
    const data = [...bubbleResult.data, { country: 'D', region: 'south', gdp: 0, life: 5, population: 1 }];
    const props = transformProps({
      formData: { ...bubbleFormData, series: undefined, logXAxis: true },
      queriesData: [{ ...bubbleResult, data }],
      width: 500,
      height: 400,
    });
    expect(props.bubbles.map((b) => [b.entity, b.series, b.groupValues])).toEqual([
      ['A', 'A', ['A']],
      ['B', 'B', ['B']],
      ['C', 'C', ['C']],
    ]);
    expect(props.logX).toBe(true);
  });
});

import { isChartNear, NEAR_ROOT_MARGIN } from './chart-nearness';

describe('whether a chart is near the screen', () => {
  const tops = new Map([
    [1, 100],
    [2, 1500],
    [3, 2500],
  ]);

  it('before the page measured it, counts a chart within a screen below the viewport as near', () => {
    expect([1, 2, 3].map((chartId) => isChartNear(chartId, {}, tops, 1000))).toEqual([true, true, false]);
  });

  it('counts a chart the layout does not place as near', () => {
    expect(isChartNear(9, {}, tops, 1000)).toBe(true);
  });

  it('follows the page’s measurement once there is one', () => {
    expect(isChartNear(1, { 1: false }, tops, 1000)).toBe(false);
    expect(isChartNear(3, { 3: true }, tops, 1000)).toBe(true);
  });

  it('asks the page to measure with the same reach, one screen either way', () => {
    expect(NEAR_ROOT_MARGIN).toBe('100% 0px');
  });
});

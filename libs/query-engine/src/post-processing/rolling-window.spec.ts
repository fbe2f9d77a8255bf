import type { RollingStatistic, WindowSpec } from './rolling-window';
import { rollingWindow } from './rolling-window';

const spec = (window: number, minPeriods: number): WindowSpec => ({ window, minPeriods, center: false, ddof: 1, quantile: 0.5 });

describe('rollingWindow', () => {
  it('follows pandas for windows without observations', () => {
    const values = [null, null, 2];
    expect(rollingWindow(values, 'sum', spec(2, 0))).toEqual([0, 0, 2]);
    expect(rollingWindow(values, 'mean', spec(2, 0))).toEqual([null, null, 2]);
    expect(rollingWindow(values, 'count', spec(2, 0))).toEqual([0, 0, 1]);
    expect(rollingWindow(values, 'max', spec(2, 0))).toEqual([null, null, 2]);
  });

  it('applies min_periods to the window length for count', () => {
    expect(rollingWindow([1, null, 3], 'count', spec(2, 2))).toEqual([null, 1, 1]);
  });

  it('needs more observations than ddof for var', () => {
    expect(rollingWindow([1, 3, 5], 'var', spec(2, 1))).toEqual([null, 2, 2]);
  });

  it('matches a direct computation over a long random series', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const values = Array.from({ length: 2000 }, () => (random() < 0.1 ? null : Math.round(random() * 1000) / 10));
    const window = 25;
    const statistics: RollingStatistic[] = ['sum', 'mean', 'min', 'max', 'median', 'std'];
    for (const statistic of statistics) {
      const fast = rollingWindow(values, statistic, spec(window, 3));
      values.forEach((_, i) => {
        const present = values.slice(Math.max(0, i - window + 1), i + 1).filter((v): v is number => v !== null);
        const sorted = [...present].sort((a, b) => a - b);
        const mean = present.reduce((a, b) => a + b, 0) / present.length;
        const expected =
          present.length < 3
            ? null
            : {
                sum: present.reduce((a, b) => a + b, 0),
                mean,
                min: sorted[0],
                max: sorted[sorted.length - 1],
                median:
                  sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2,
                std: Math.sqrt(present.reduce((a, b) => a + (b - mean) ** 2, 0) / (present.length - 1)),
              }[statistic as 'sum'];
        if (expected === null) expect(fast[i]).toBeNull();
        else expect(fast[i]).toBeCloseTo(expected, 8);
      });
    }
  });
});

import type { DataFrame, DataRow } from './data-frame';
import { applyPostProcessing } from './post-processing.pipeline';

const DAY = 86_400_000;

// 100k rows: 1,000 days × 100 series. Every step must stay near-linear; an O(n²) step would take
// minutes here, so the generous bound only fails on a complexity regression.
function bigFrame(): DataFrame {
  const rows: DataRow[] = [];
  for (let day = 0; day < 1000; day += 1) {
    for (let series = 0; series < 100; series += 1) {
      rows.push({ ds: day * DAY, series: `s${series}`, metric: (day * 7 + series * 13) % 101 });
    }
  }
  return { columns: ['ds', 'series', 'metric'], rows, temporalColumns: ['ds'] };
}

describe('post-processing at 100k rows', () => {
  it('pivots, rolls, resamples, compares and flattens quickly', () => {
    const frame = bigFrame();
    const started = Date.now();
    const output = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['ds'], columns: ['series'], aggregates: { metric: { operator: 'mean' } } } },
      { operation: 'rolling', options: { rolling_type: 'median', columns: { metric: 'metric' }, window: 30, min_periods: 1 } },
      { operation: 'resample', options: { rule: '7D', method: 'sum' } },
      { operation: 'contribution', options: { orientation: 'row' } },
      { operation: 'flatten' },
    ]);
    const elapsed = Date.now() - started;
    expect(output.rows).toHaveLength(143);
    expect(output.columns).toHaveLength(101);
    const shares = Object.entries(output.rows[0])
      .filter(([key]) => key !== 'ds')
      .reduce((sum, [, value]) => sum + (value as number), 0);
    expect(shares).toBeCloseTo(1, 9);
    expect(elapsed).toBeLessThan(20_000);
  });

  it('aggregates, sorts and ranks quickly', () => {
    const frame = bigFrame();
    const started = Date.now();
    const output = applyPostProcessing(frame, [
      { operation: 'rank', options: { metric: 'metric', group_by: 'series' } },
      { operation: 'sort', options: { by: ['series', 'metric'], ascending: [true, false] } },
      {
        operation: 'aggregate',
        options: {
          groupby: ['series'],
          aggregates: { top: { column: 'metric', operator: 'max' }, p90: { column: 'metric', operator: 'percentile', options: { q: 90 } } },
        },
      },
    ]);
    expect(output.rows).toHaveLength(100);
    expect(output.rows[0]).toMatchObject({ series: 's0', top: 100 });
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import { aggregate } from './aggregate.operation';
import type { DataFrame } from './data-frame';

const frame: DataFrame = {
  columns: ['category', 'value'],
  rows: [
    { category: 'a', value: 1 },
    { category: 'b', value: 5 },
    { category: null, value: 2 },
    { category: 'a', value: 3 },
    { category: null, value: null },
  ],
};

describe('aggregate', () => {
  it('aggregates per group, sorted, with missing keys as their own group last', () => {
    const result = aggregate(frame, {
      groupby: ['category'],
      aggregates: {
        total: { column: 'value', operator: 'sum' },
        avg: { column: 'value', operator: 'mean' },
        n: { column: 'value', operator: 'count' },
        sd: { column: 'value', operator: 'std' },
        q1: { column: 'value', operator: 'percentile', options: { q: 25 } },
      },
    });
    expect(result.columns).toEqual(['category', 'total', 'avg', 'n', 'sd', 'q1']);
    expect(result.rows).toEqual([
      { category: 'a', total: 4, avg: 2, n: 2, sd: Math.SQRT2, q1: 1.5 },
      { category: 'b', total: 5, avg: 5, n: 1, sd: null, q1: 5 },
      { category: null, total: 2, avg: 2, n: 2, sd: null, q1: 2 },
    ]);
  });

  it('aggregates every row into one without groupby', () => {
    const result = aggregate(frame, {
      groupby: [],
      aggregates: { value: { operator: 'sum' }, avg: { column: 'value', operator: 'average' } },
    });
    expect(result).toEqual({ columns: ['value', 'avg'], rows: [{ value: 11, avg: 2.75 }] });
  });

  it('does not modify its input', () => {
    const before = JSON.stringify(frame);
    aggregate(frame, { groupby: ['category'], aggregates: { value: { operator: 'sum' } } });
    expect(JSON.stringify(frame)).toBe(before);
  });

  it.each([
    [{ x: { column: 'nope', operator: 'sum' } }, 'Error: Column referenced by aggregate is undefined: nope'],
    [{ value: {} }, 'Error: Operator undefined for aggregator: value'],
    [{ value: { operator: 'mode' } }, 'Error: Invalid numpy function: mode'],
    [{ value: { operator: 'percentile' } }, 'Error: Invalid options for percentile: q must be a number between 0 and 100'],
  ])('rejects %j with Superset wording', (aggregates, message) => {
    expect(() => aggregate(frame, { groupby: ['category'], aggregates })).toThrow(message);
  });

  it('raises a bad-request TesseraError for unknown groupby columns', () => {
    try {
      aggregate(frame, { groupby: ['region'], aggregates: { value: { operator: 'sum' } } });
      throw new Error('expected a failure');
    } catch (error) {
      expect(error).toBeInstanceOf(TesseraError);
      const failure = error as TesseraError;
      expect(failure.code).toBe(ErrorCode.BAD_REQUEST);
      expect(failure.errorType).toBe(SupersetErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
      expect(failure.message).toBe('Error: Referenced columns not available in DataFrame.');
      expect(failure.extra).toEqual({ columns: ['region'] });
    }
  });
});

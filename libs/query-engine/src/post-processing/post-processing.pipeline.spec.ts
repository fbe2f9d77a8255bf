import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import type { DataFrame } from './data-frame';
import { applyPostProcessing } from './post-processing.pipeline';
import { POST_PROCESSING_OPERATIONS } from './post-processing.registry';

const DAY = 86_400_000;
const D0 = Date.UTC(2021, 0, 1);

const result: DataFrame = {
  columns: ['ds', 'gender', 'SUM(num)'],
  temporalColumns: ['ds'],
  rows: [
    { ds: D0, gender: 'boy', 'SUM(num)': 5 },
    { ds: D0, gender: 'girl', 'SUM(num)': 6 },
    { ds: D0 + DAY, gender: 'boy', 'SUM(num)': 7 },
    { ds: D0 + DAY, gender: 'girl', 'SUM(num)': 8 },
    { ds: D0 + 3 * DAY, gender: 'boy', 'SUM(num)': 1 },
  ],
};

function failure(run: () => unknown): TesseraError {
  try {
    run();
  } catch (error) {
    if (error instanceof TesseraError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('applyPostProcessing', () => {
  it('runs the rules a Superset time-series chart sends, in order', () => {
    const output = applyPostProcessing(result, [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'mean' } }, drop_missing_columns: false },
      },
      { operation: 'cum', options: { operator: 'sum', columns: { 'SUM(num)': 'SUM(num)' } } },
      { operation: 'resample', options: { rule: '1D', method: 'ffill' } },
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(output).toEqual({
      columns: ['ds', 'boy', 'girl'],
      temporalColumns: ['ds'],
      rows: [
        { ds: D0, boy: 5, girl: 6 },
        { ds: D0 + DAY, boy: 12, girl: 14 },
        { ds: D0 + 2 * DAY, boy: 12, girl: 14 },
        { ds: D0 + 3 * DAY, boy: 13, girl: 14 },
      ],
    });
  });

  it('returns the frame for no rules', () => {
    expect(applyPostProcessing(result, [])).toBe(result);
    expect(applyPostProcessing(result, null)).toBe(result);
  });

  it('reports operation errors as bad requests with Superset wording', () => {
    const error = failure(() => applyPostProcessing(result, [{ operation: 'pivot', options: { index: ['ds'], aggregates: {} } }]));
    expect(error.code).toBe(ErrorCode.BAD_REQUEST);
    expect(error.errorType).toBe(SupersetErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
    expect(error.message).toBe('Error: Pivot operation must include at least one aggregate');
  });

  it.each([
    [[{ operation: 'prophet', options: {} }], 'Error: Unsupported post processing operation: prophet'],
    [[{ operation: '__proto__', options: {} }], 'Error: Unsupported post processing operation: __proto__'],
    [[{ options: {} }], 'Error: Each post processing item needs an operation'],
    [{ operation: 'sort' }, 'Error: post_processing must be a list of operations'],
    [[{ operation: 'sort', options: [] }], 'Error: Options of sort must be an object'],
    [[{ operation: 'sort', options: { by: 'ds', colour: 'red' } }], 'Error: Unexpected option for sort: colour'],
    [[{ operation: 'sort', options: { by: 3 } }], 'Error: Invalid value for sort option by'],
    [[{ operation: 'rolling', options: { columns: { x: 'x' }, window: 2 } }], 'Error: rolling operation requires option rolling_type'],
    [[{ operation: 'resample', options: { rule: '1D', method: null } }], 'Error: resample operation requires option method'],
    [[{ operation: 'pivot', options: { index: ['ds'], aggregates: { x: 'sum' } } }], 'Error: Invalid value for pivot option aggregates'],
  ])('rejects %j', (rules, message) => {
    expect(failure(() => applyPostProcessing(result, rules as never)).message).toBe(message);
  });

  it('treats null options as not given, except where null means something', () => {
    const sorted = applyPostProcessing(result, [{ operation: 'sort', options: { by: 'SUM(num)', ascending: null } }]);
    expect(sorted.rows.map((row) => row['SUM(num)'])).toEqual([1, 5, 6, 7, 8]);
    const pivoted = applyPostProcessing({ columns: ['k', 'c', 'v'], rows: [{ k: 1, c: null, v: 1 }] }, [
      { operation: 'pivot', options: { index: ['k'], columns: ['c'], column_fill_value: null, aggregates: { v: { operator: 'sum' } } } },
    ]);
    expect(pivoted.rows).toEqual([]);
  });

  it('registers every operation the reference lists, except forecasting and geography', () => {
    expect(Object.keys(POST_PROCESSING_OPERATIONS).sort()).toEqual(
      [
        'aggregate',
        'boxplot',
        'compare',
        'contribution',
        'cum',
        'diff',
        'flatten',
        'histogram',
        'pivot',
        'rank',
        'rename',
        'resample',
        'rolling',
        'select',
        'sort',
      ].sort(),
    );
  });
});

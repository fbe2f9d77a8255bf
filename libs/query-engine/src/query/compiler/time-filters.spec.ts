import { compileQuery } from './query.compiler';
import type { CompileOptions } from './compile-options.types';
import { birthNames, NOW, query } from './testing/birth-names.fixture';

function compile(fields: Record<string, unknown>, dataset = birthNames(), options: Partial<CompileOptions> = {}) {
  return compileQuery(query({ columns: ['gender'], metrics: ['count'], ...fields }), dataset, { now: NOW, ...options });
}

const whereOf = (sql: string): string | undefined => sql.split('\n').find((line) => line.startsWith('WHERE '));
const WEEK = ['2016-10-31 00:00:00.000000', '2016-11-07 00:00:00.000000'];

describe('time filters', () => {
  it('filters the granularity column by time_range and reports the bounds', () => {
    const compiled = compile({ granularity: 'ds', time_range: 'Last week' });
    expect(whereOf(compiled.sql)).toBe('WHERE "ds" >= CAST($1 AS TIMESTAMP) AND "ds" < CAST($2 AS TIMESTAMP)');
    expect(compiled.params).toEqual(WEEK);
    expect([compiled.fromDttm, compiled.toDttm]).toEqual([Date.UTC(2016, 9, 31), Date.UTC(2016, 10, 7)]);
  });

  it('accepts the deprecated granularity_sqla and falls back to the main datetime column', () => {
    expect(whereOf(compile({ granularity_sqla: 'ds', time_range: 'Last week' }).sql)).toContain('"ds" >=');
    expect(whereOf(compile({ granularity: 'gender', time_range: 'Last week' }).sql)).toContain('"ds" >=');
  });

  it('leaves an open side unfiltered and "No filter" unfiltered', () => {
    expect(whereOf(compile({ granularity: 'ds', time_range: '2016-01-01 : ' }).sql)).toBe('WHERE "ds" >= CAST($1 AS TIMESTAMP)');
    expect(whereOf(compile({ granularity: 'ds', time_range: 'No filter' }).sql)).toBeUndefined();
    expect(whereOf(compile({ granularity: 'ds' }).sql)).toBeUndefined();
  });

  it('uses relative anchors from extras and the legacy time_shift', () => {
    const compiled = compile({
      granularity: 'ds',
      time_range: 'Last day',
      extras: { relative_start: 'now', relative_end: 'now' },
      time_shift: '1 week ago',
    });
    expect(compiled.params).toEqual(['2016-10-30 09:30:10.000000', '2016-10-31 09:30:10.000000']);
  });

  it('reads legacy since and until when there is no time_range', () => {
    expect(compile({ granularity: 'ds', since: '7 days ago', until: 'today' }).params).toEqual(WEEK);
  });

  it('takes from/to from the x-axis TEMPORAL_RANGE filter when time_range is absent', () => {
    const compiled = compile({
      columns: [{ label: 'ds', sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
      filters: [
        { col: 'created_epoch', op: 'TEMPORAL_RANGE', val: 'Last year' },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' },
      ],
    });
    expect([compiled.fromDttm, compiled.toDttm]).toEqual([Date.UTC(2016, 9, 31), Date.UTC(2016, 10, 7)]);
  });

  it('compares epoch and text time columns in their stored form', () => {
    expect(compile({ filters: [{ col: 'created_epoch', op: 'TEMPORAL_RANGE', val: 'Last week' }] }).params).toEqual([
      1477872000, 1478476800,
    ]);
    const millis = birthNames();
    millis.columns.find((column) => column.columnName === 'created_epoch')!.pythonDateFormat = 'epoch_ms';
    expect(compile({ filters: [{ col: 'created_epoch', op: 'TEMPORAL_RANGE', val: 'Last week' }] }, millis).params).toEqual([
      1477872000000, 1478476800000,
    ]);
    const text = compile({ filters: [{ col: 'day_text', op: 'TEMPORAL_RANGE', val: 'Last week' }] });
    expect(whereOf(text.sql)).toBe('WHERE "day_text" >= $1 AND "day_text" < $2');
    expect(text.params).toEqual(['2016-10-31', '2016-11-07']);
  });

  it('filters a grain-truncated column with timestamps', () => {
    const compiled = compile({ filters: [{ col: 'created_epoch', op: 'TEMPORAL_RANGE', val: 'Last week', grain: 'P1D' }] });
    expect(whereOf(compiled.sql)).toBe(
      `WHERE (DATE_TRUNC('day', (TIMESTAMP 'epoch' + "created_epoch" * INTERVAL '1 second'))) >= CAST($1 AS TIMESTAMP)` +
        ` AND (DATE_TRUNC('day', (TIMESTAMP 'epoch' + "created_epoch" * INTERVAL '1 second'))) < CAST($2 AS TIMESTAMP)`,
    );
    expect(compiled.params).toEqual(WEEK);
  });

  it('also filters the main datetime column when the dataset asks for it', () => {
    const dataset = birthNames('postgresql', { alwaysFilterMainDttm: true });
    const main = '"ds" >= CAST($1 AS TIMESTAMP) AND "ds" < CAST($2 AS TIMESTAMP)';
    expect(whereOf(compile({ granularity: 'day_text', time_range: 'Last week' }, dataset).sql)).toBe(
      `WHERE ${main} AND "day_text" >= $3 AND "day_text" < $4`,
    );
    expect(whereOf(compile({ filters: [{ col: 'day_text', op: 'TEMPORAL_RANGE', val: 'Last week' }] }, dataset).sql)).toBe(
      `WHERE "day_text" >= $1 AND "day_text" < $2 AND ${main.replace('$1', '$3').replace('$2', '$4')}`,
    );
    expect(whereOf(compile({ granularity: 'ds', time_range: 'Last week' }, dataset).sql)).toBe(`WHERE ${main}`);
  });

  it('lets __timestamp filters stand for the granularity column in timeseries queries', () => {
    const compiled = compile({ granularity: 'ds', is_timeseries: true, filters: [{ col: '__timestamp', op: '>=', val: '2016-01-01' }] });
    expect(whereOf(compiled.sql)).toBe('WHERE "ds" >= $1');
    expect(compiled.appliedFilters).toEqual([{ column: '__timestamp' }]);
  });

  it('reports applied and rejected time extras', () => {
    const extras = { __time_range: 'Last week', __time_col: 'ds', __time_grain: 'P1D' };
    expect(compile({ applied_time_extras: extras }).appliedFilters).toEqual([
      { column: '__time_col' },
      { column: '__time_grain' },
      { column: '__time_range' },
    ]);
    const noTime = birthNames('postgresql', { columns: birthNames().columns.map((column) => ({ ...column, isDttm: false })) });
    expect(compile({ applied_time_extras: { ...extras, __time_col: 'name' } }, noTime).rejectedFilters).toEqual([
      { reason: 'not_in_datasource', column: '__time_col' },
      { reason: 'no_temporal_column', column: '__time_grain' },
      { reason: 'no_temporal_column', column: '__time_range' },
    ]);
  });

  it('reports TEMPORAL_RANGE parse errors', () => {
    expect(() => compile({ filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last fortnight' }] })).toThrow(
      'Cannot parse time string [Last fortnight]',
    );
    expect(() => compile({ granularity: 'ds', time_range: 'tomorrow : yesterday' })).toThrow('From date cannot be larger than to date');
  });
});

import { ErrorCode, TesseraError, type ListFilterOperator } from '@tessera/contracts';
import { checkFilterValue, filterValueType, type FilterValueType } from './list-filter-values';

function refusal(opr: ListFilterOperator, value: unknown, type: FilterValueType): string {
  try {
    checkFilterValue('col', opr, value, type, 0);
  } catch (error) {
    expect(error).toBeInstanceOf(TesseraError);
    expect((error as TesseraError).code).toBe(ErrorCode.BAD_REQUEST);
    return (error as Error).message;
  }
  throw new Error('expected a 400');
}

describe('filterValueType', () => {
  it('reads the column type from Superset naming and relation operators', () => {
    expect(filterValueType('id', ['eq', 'in'])).toBe('integer');
    expect(filterValueType('datasource_id', ['eq'])).toBe('integer');
    expect(filterValueType('owners', ['rel_m_m'])).toBe('integer');
    expect(filterValueType('created_by', ['rel_o_m', 'eq'])).toBe('integer');
    expect(filterValueType('changed_on', ['gt', 'lt'])).toBe('datetime');
    expect(filterValueType('last_saved_at', ['eq'])).toBe('datetime');
    expect(filterValueType('dttm', ['gt'])).toBe('datetime');
    expect(filterValueType('published', ['eq'])).toBe('boolean');
    expect(filterValueType('allow_dml', ['eq'])).toBe('boolean');
    expect(filterValueType('uuid', ['eq', 'in'])).toBe('uuid');
    expect(filterValueType('slice_name', ['ct', 'eq'])).toBe('text');
  });

  it('compares the columns a resource keeps in epoch milliseconds with numbers', () => {
    expect(filterValueType('start_time', ['between'], ['start_time'])).toBe('epoch_ms');
    expect(() => checkFilterValue('start_time', 'between', [0, 978307200000], 'epoch_ms', 0)).not.toThrow();
    expect(() => checkFilterValue('start_time', 'between', ['2001-01-01', 1], 'epoch_ms', 0)).toThrow('a time in epoch milliseconds');
  });
});

describe('checkFilterValue', () => {
  it('accepts well-typed values', () => {
    expect(() => checkFilterValue('id', 'eq', 3, 'integer', 0)).not.toThrow();
    expect(() => checkFilterValue('id', 'in', [1, '2'], 'integer', 0)).not.toThrow();
    expect(() => checkFilterValue('owners', 'rel_m_m', 1, 'integer', 0)).not.toThrow();
    expect(() => checkFilterValue('created_by', 'rel_o_m', null, 'integer', 0)).not.toThrow();
    expect(() => checkFilterValue('changed_on', 'gt', '2024-01-01T00:00:00', 'datetime', 0)).not.toThrow();
    expect(() => checkFilterValue('published', 'eq', true, 'boolean', 0)).not.toThrow();
    expect(() => checkFilterValue('slice_name', 'ct', 42, 'text', 0)).not.toThrow();
    expect(() => checkFilterValue('id', 'chart_is_favorite', true, 'integer', 0)).not.toThrow();
    expect(() => checkFilterValue('tags', 'chart_tag_id', 4, 'text', 0)).not.toThrow();
  });

  it('refuses a list or an object where one value is expected', () => {
    expect(refusal('eq', [1, 2], 'text')).toContain('needs a single value');
    expect(refusal('ct', { a: 1 }, 'text')).toContain('needs a single value');
    expect(refusal('chart_is_favorite', [true], 'integer')).toContain('needs a single value');
  });

  it('refuses lists that are empty, too long or hold lists', () => {
    expect(refusal('in', [], 'integer')).toContain('list of 1 to');
    expect(
      refusal(
        'in',
        Array.from({ length: 10_001 }, () => 1),
        'integer',
      ),
    ).toContain('list of 1 to');
    expect(refusal('in', [[1]], 'integer')).toContain('needs a single value');
    expect(refusal('between', [1], 'integer')).toContain('pair');
  });

  it('refuses values of the wrong type for the column', () => {
    expect(refusal('eq', 'abc', 'integer')).toContain('needs an integer id, got "abc"');
    expect(refusal('eq', 1e10, 'integer')).toContain('integer id');
    expect(refusal('eq', 1e308, 'integer')).toContain('integer id');
    expect(refusal('rel_m_m', 'x', 'integer')).toContain('integer id');
    expect(refusal('gt', 'yesterday-ish', 'datetime')).toContain('date and time');
    expect(refusal('eq', 'yes', 'boolean')).toContain('true or false');
    expect(refusal('in', ['not-a-uuid'], 'uuid')).toContain('UUID');
    expect(refusal('gt', null, 'integer')).toContain('integer id');
    expect(refusal('chart_tag_id', 'sales', 'text')).toContain('integer id');
  });
});

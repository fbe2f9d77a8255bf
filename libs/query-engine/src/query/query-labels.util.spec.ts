import { getColumnLabel, getMetricLabel, getXAxisLabel } from './query-labels.util';

describe('query labels', () => {
  it('labels columns', () => {
    expect(getColumnLabel('gender')).toBe('gender');
    expect(getColumnLabel({ sqlExpression: 'UPPER(name)', label: 'upper' })).toBe('upper');
    expect(getColumnLabel({ sqlExpression: 'UPPER(name)' })).toBe('UPPER(name)');
  });

  it('labels metrics', () => {
    expect(getMetricLabel('sum__num')).toBe('sum__num');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } })).toBe('SUM(num)');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'COUNT' })).toBe('COUNT(*)');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'COUNT', column: { column_name: '*' } })).toBe('COUNT(*)');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'num' }, label: 'mean' })).toBe('mean');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'MAX(num)' })).toBe('MAX(num)');
  });

  it('finds the x-axis label', () => {
    expect(getXAxisLabel(['gender', { sqlExpression: 'ds', label: 'day', columnType: 'BASE_AXIS' }])).toBe('day');
    expect(getXAxisLabel(['gender'])).toBeNull();
  });
});

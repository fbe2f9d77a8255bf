import { registerCatalogue, setLocale } from '../../../../i18n';
import { birthsDatasource } from '../../explore.fixtures';
import { describeFilter, parseComparator } from './filter-operators';

const [, state, num] = birthsDatasource.columns;

describe('filter comparators', () => {
  it('reads lists for IN, numbers for numeric columns, nothing for unary operators', () => {
    expect(parseComparator('IN', 'CA, NY,,TX ', state)).toEqual(['CA', 'NY', 'TX']);
    expect(parseComparator('NOT IN', '1, 2', num)).toEqual([1, 2]);
    expect(parseComparator('>=', ' 10 ', num)).toBe(10);
    expect(parseComparator('==', '10', state)).toBe('10');
    expect(parseComparator('IS NULL', 'ignored', num)).toBeUndefined();
    expect(parseComparator('TEMPORAL_RANGE', '', undefined)).toBe('No filter');
  });

  it('describes filters the way the control lists them', () => {
    expect(describeFilter({ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] })).toBe(
      'state IN (CA, NY)',
    );
    expect(describeFilter({ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'num', operator: 'IS NOT NULL' })).toBe('num IS NOT NULL');
    expect(
      describeFilter({ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last week' }),
    ).toBe('ds (Last week)');
    expect(describeFilter({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' })).toBe('num > 1');
  });

  it('names an open time range in the reader’s language, keeping the range a user typed', () => {
    registerCatalogue('fr', { 'No filter': 'Aucun filtre' });
    setLocale('fr');
    try {
      expect(
        describeFilter({ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' }),
      ).toBe('ds (Aucun filtre)');
      expect(describeFilter({ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE' })).toBe(
        'ds (Aucun filtre)',
      );
      expect(
        describeFilter({ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last week' }),
      ).toBe('ds (Last week)');
    } finally {
      setLocale('en');
    }
  });
});

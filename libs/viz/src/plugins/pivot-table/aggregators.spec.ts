import { AGGREGATE_FUNCTIONS, aggregateFormat, createAggregator, fractionOf } from './aggregators';

function run(name: string, values: (number | string | null)[]) {
  const aggregator = createAggregator(name);
  values.forEach((value) => aggregator.push(value));
  return aggregator.value();
}

describe('pivot aggregators', () => {
  const values = [4, 1, null, 3, 4];

  it.each([
    ['Count', 5],
    ['Count Unique Values', 3],
    ['List Unique Values', '4, 1, 3'],
    ['Sum', 12],
    ['Average', 3],
    ['Median', 3.5],
    ['Sample Variance', 2],
    ['Minimum', 1],
    ['Maximum', 4],
    ['First', 4],
    ['Last', 4],
    ['Sum as Fraction of Rows', 12],
    ['Count as Fraction of Total', 5],
  ])('%s', (name, expected) => {
    expect(run(name, values)).toEqual(expected);
  });

  it('computes the sample standard deviation and leaves empty cells empty', () => {
    expect(run('Sample Standard Deviation', values)).toBeCloseTo(Math.sqrt(2));
    expect(run('Sum', [null])).toBeNull();
    expect(run('Sample Variance', [5])).toBeNull();
    expect(run('Last', [1, 2, null])).toBe(2);
  });

  it('knows the denominators and formats of each function', () => {
    expect(AGGREGATE_FUNCTIONS).toHaveLength(18);
    expect(fractionOf('Sum as Fraction of Columns')).toBe('col');
    expect(fractionOf('Count as Fraction of Total')).toBe('total');
    expect(fractionOf('Average')).toBeUndefined();
    expect(aggregateFormat('Count', '$,.2f')).toBe(',d');
    expect(aggregateFormat('Sum as Fraction of Rows', '$,.2f')).toBe('.1%');
    expect(aggregateFormat('Sum', '$,.2f')).toBe('$,.2f');
  });
});

import type { ChartDataResponseResult, DataValue } from '../../core/query/chart-data.types';

/** The boxplot step returns outliers as lists, which `DataValue` does not model. */
const outliers = (values: number[]) => values as unknown as DataValue;

/** A `boxplot` post-processing result for two genders, as the server returns it. */
export const boxplotResult: ChartDataResponseResult = {
  colnames: [
    'gender',
    'sum__num__mean',
    'sum__num__median',
    'sum__num__max',
    'sum__num__min',
    'sum__num__q1',
    'sum__num__q3',
    'sum__num__count',
    'sum__num__outliers',
  ],
  coltypes: [1, 0, 0, 0, 0, 0, 0, 0, 0],
  rowcount: 2,
  data: [
    {
      gender: 'boy',
      sum__num__mean: 3.5,
      sum__num__median: 3,
      sum__num__max: 5,
      sum__num__min: 1,
      sum__num__q1: 2,
      sum__num__q3: 4,
      sum__num__count: 6,
      sum__num__outliers: outliers([9]),
    },
    {
      gender: 'girl',
      sum__num__mean: 3,
      sum__num__median: 2,
      sum__num__max: 8,
      sum__num__min: 0,
      sum__num__q1: 1,
      sum__num__q3: 6,
      sum__num__count: 5,
      sum__num__outliers: outliers([]),
    },
  ],
};

import { flattenOperator } from '../../core/operators/flatten.operator';
import { pivotOperator } from '../../core/operators/pivot.operator';
import { resampleOperator } from '../../core/operators/resample.operator';
import { rollingWindowOperator } from '../../core/operators/rolling-window.operator';
import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext } from '../../core/query/query.types';
import { getXAxisColumn, isXAxisSet } from '../../core/query/x-axis';
import type { BigNumberFormData } from './big-number.types';

/**
 * One metric over the x-axis, pivoted to one value per period, with the optional rolling window
 * and resampling applied server-side before the latest value is read.
 */
export function buildQuery(formData: BigNumberFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    const query = {
      ...base,
      columns: isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : [],
      ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
    };
    return [
      {
        ...query,
        post_processing: [
          pivotOperator(formData, query),
          rollingWindowOperator(formData, query),
          resampleOperator(formData),
          flattenOperator(),
        ].filter((rule) => rule !== undefined),
      },
    ];
  });
}

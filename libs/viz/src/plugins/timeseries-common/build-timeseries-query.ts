import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import { normalizeOrderBy } from '../../core/query/normalize-order-by';
import type { QueryContext } from '../../core/query/query.types';
import { DTTM_ALIAS } from '../../core/query/x-axis';
import { contributionOperator } from '../../core/operators/contribution.operator';
import { flattenOperator } from '../../core/operators/flatten.operator';
import { pivotOperator } from '../../core/operators/pivot.operator';
import { renameOperator } from '../../core/operators/rename.operator';
import { resampleOperator } from '../../core/operators/resample.operator';
import { rollingWindowOperator } from '../../core/operators/rolling-window.operator';
import { sortOperator } from '../../core/operators/sort.operator';
import { timeCompareOperator } from '../../core/operators/time-compare.operator';
import { timeOffsetsOf } from '../../core/operators/time-comparison.util';
import type { TimeseriesFormData } from './timeseries-form-data';

/**
 * The query of every time-series chart: x-axis plus dimensions, then server-side pivot to one
 * column per series, the advanced analytics steps (rolling, time comparison, resample), metric
 * renaming, contribution, sorting and flattening, in Superset's order.
 */
export function buildTimeseriesQuery(formData: TimeseriesFormData): QueryContext {
  const { x_axis: xAxis, groupby } = formData;
  const isTimeseries = xAxis === DTTM_ALIAS || !xAxis;
  return buildQueryContext(formData, (base) => {
    const query = {
      ...base,
      columns: [...ensureIsArray(xAxis), ...ensureIsArray(groupby)],
      series_columns: ensureIsArray(groupby),
      is_timeseries: isTimeseries,
    };
    const withSeries = { ...query, columns: ensureIsArray(groupby) };
    return [
      {
        ...query,
        orderby: normalizeOrderBy(query).orderby,
        time_offsets: timeOffsetsOf(formData, base),
        post_processing: [
          pivotOperator(formData, query),
          rollingWindowOperator(formData, base),
          timeCompareOperator(formData, base),
          resampleOperator(formData),
          renameOperator(formData, withSeries),
          contributionOperator(formData, base),
          sortOperator(formData),
          flattenOperator(),
        ].filter((rule) => rule !== undefined),
      },
    ];
  });
}

import type { QueryContext } from '../../core/query/query.types';
import { buildTimeseriesQuery } from '../timeseries-common/build-timeseries-query';
import type { RoseFormData } from './rose.types';

/** The shared time-series query over the time column (`granularity_sqla` on legacy charts). */
export function buildQuery(formData: RoseFormData): QueryContext {
  const context = buildTimeseriesQuery({ ...formData, x_axis: formData.x_axis ?? formData.granularity_sqla });
  return { ...context, form_data: formData };
}

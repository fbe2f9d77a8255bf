import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { CalHeatmapFormData, SubdomainGranularity } from './cal-heatmap.types';

/** The time grain each cell's period asks of the database. */
export const SUBDOMAIN_TIME_GRAIN: Readonly<Record<SubdomainGranularity, string>> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
};

/** A legacy time series of the metrics whose time grain is the cell's period, whatever grain the form holds. */
export function buildQuery(formData: CalHeatmapFormData): QueryContext {
  const grain = SUBDOMAIN_TIME_GRAIN[formData.subdomain_granularity ?? 'day'] ?? SUBDOMAIN_TIME_GRAIN.day;
  return buildQueryContext(formData, (base) => [{ ...base, is_timeseries: true, extras: { ...base.extras, time_grain_sqla: grain } }]);
}

import { datasourceKey, parseFormData, updateTimeRange, type FormData } from '../form-data/form-data';
import type { ChartEntity } from './chart.entity';

/** A chart's form data as Superset's `Slice.form_data`: its params with its own id, type and datasource. */
export function chartFormData(
  chart: Pick<ChartEntity, 'id' | 'params' | 'vizType' | 'datasourceId' | 'datasourceType' | 'cacheTimeout'>,
): FormData {
  const formData: FormData = {
    ...parseFormData(chart.params),
    slice_id: chart.id,
    viz_type: chart.vizType,
    datasource: datasourceKey(chart.datasourceId, chart.datasourceType),
  };
  if (chart.cacheTimeout) formData.cache_timeout = chart.cacheTimeout;
  updateTimeRange(formData);
  return formData;
}

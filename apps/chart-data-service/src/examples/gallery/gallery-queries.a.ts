/**
 * Saved query objects of the first gallery group's chart types: the same shapes the web's plugins
 * build from the same form data (server code may not import `libs/viz`).
 */
import { baseQuery, list, type FormData, type Metric, type QueryObject } from '../example-query-objects';

/** `funnel` and `gauge_chart`: the metric per group, largest first when sorting by metric. */
export function groupedMetricQueries(formData: FormData): QueryObject[] {
  const metric = formData.metric as Metric;
  const query = baseQuery(formData, list(formData.groupby), [metric]);
  return [formData.sort_by_metric ? { ...query, orderby: [[metric, false]] } : query];
}

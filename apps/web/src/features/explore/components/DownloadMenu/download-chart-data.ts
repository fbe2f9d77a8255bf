import { getChartPlugin, type QueryContext, type QueryFormData } from '@tessera/viz';

export type DownloadFormat = 'csv' | 'json' | 'xlsx';

/** The chart-data request of a download: the chart's own query, answered as a file. */
export function downloadContext(formData: QueryFormData, format: DownloadFormat): QueryContext {
  const context = getChartPlugin(formData.viz_type).buildQuery(formData);
  // JSON as `results` rather than `full`, so an async-queries deployment answers with the file itself.
  return { ...context, result_format: format, result_type: format === 'json' ? 'results' : 'full' };
}

/**
 * Posts the request as a form to a new tab, the way Superset downloads chart data: the browser
 * saves the attachment the server answers with, whatever its size or type.
 */
export function submitDownload(context: QueryContext, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = '/api/v1/chart/data';
  form.target = '_blank';
  const field = doc.createElement('input');
  field.type = 'hidden';
  field.name = 'form_data';
  field.value = JSON.stringify(context);
  form.appendChild(field);
  doc.body.appendChild(form);
  form.submit();
  form.remove();
}

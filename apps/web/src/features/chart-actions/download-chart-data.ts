import { getChartPlugin, type QueryContext, type QueryFormData } from '@tessera/viz';

export type DownloadFormat = 'csv' | 'json' | 'xlsx';

/** Which rows a download holds: the chart's, the pivoted table's, or every row regardless of the chart's row limit. */
export type DownloadScope = 'chart' | 'pivot' | 'full';

/** One export entry of a chart menu. */
export interface DownloadOption {
  key: string;
  label: string;
  format: DownloadFormat;
  scope: DownloadScope;
}

/** The chart-data request of a download: the chart's own query, answered as a file. */
export function downloadContext(formData: QueryFormData, format: DownloadFormat, scope: DownloadScope = 'chart'): QueryContext {
  // A full export drops the chart's row limit and page so the server's own limit applies.
  const source = scope === 'full' ? { ...formData, row_limit: null, row_offset: null, server_pagination: false } : formData;
  const context = getChartPlugin(formData.viz_type).buildQuery(source);
  if (scope === 'pivot') return { ...context, result_format: format, result_type: 'post_processed' };
  // JSON as `results` rather than `full`, so an async-queries deployment answers with the file itself.
  return { ...context, result_format: format, result_type: format === 'json' ? 'results' : 'full' };
}

/**
 * The export entries a chart type offers (Superset's chart menu): CSV, JSON and Excel for every
 * chart, the pivoted CSV for pivot tables, full CSV and Excel for tables.
 */
export function downloadOptions(vizType: string, t: (text: string) => string): DownloadOption[] {
  const options: DownloadOption[] = [{ key: 'csv', label: t('Export to .CSV'), format: 'csv', scope: 'chart' }];
  if (vizType === 'pivot_table_v2') options.push({ key: 'pivot-csv', label: t('Export to Pivoted .CSV'), format: 'csv', scope: 'pivot' });
  options.push(
    { key: 'json', label: t('Export to .JSON'), format: 'json', scope: 'chart' },
    { key: 'xlsx', label: t('Export to Excel'), format: 'xlsx', scope: 'chart' },
  );
  if (vizType === 'table') {
    options.push(
      { key: 'full-csv', label: t('Export to full .CSV'), format: 'csv', scope: 'full' },
      { key: 'full-xlsx', label: t('Export to full Excel'), format: 'xlsx', scope: 'full' },
    );
  }
  return options;
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

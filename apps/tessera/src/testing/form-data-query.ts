/**
 * A chart-data request for a saved chart's form data, for charts saved without a query context
 * (Superset's example charts mostly are): the metrics, columns and filters its form data names, the
 * way any chart plugin's query asks for them. Good for checking that a chart's dataset answers what
 * the chart asks; the per-type post-processing of the plugins is not needed for that.
 */
type FormData = Record<string, unknown>;

/** The fields of a saved adhoc filter read here. */
interface AdhocFilter {
  expressionType?: string;
  clause?: string;
  subject?: unknown;
  operator?: unknown;
  comparator?: unknown;
  sqlExpression?: string;
}

const METRIC_KEYS = ['metrics', 'metric', 'metric_2', 'metrics_b', 'percent_metrics', 'secondary_metric', 'x', 'y', 'size'];
const COLUMN_KEYS = ['x_axis', 'groupby', 'columns', 'entity', 'series', 'groupbyRows', 'groupbyColumns', 'source', 'target', 'column'];

const list = (value: unknown): unknown[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];

function unique<T>(values: T[]): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function queryContextFromFormData(datasetId: number, formData: FormData): Record<string, unknown> {
  const raw = formData.query_mode === 'raw';
  const metrics = raw ? [] : unique(METRIC_KEYS.flatMap((key) => list(formData[key])));
  const columns = raw ? list(formData.all_columns) : unique(COLUMN_KEYS.flatMap((key) => list(formData[key])));
  const adhocFilters = list(formData.adhoc_filters) as AdhocFilter[];
  const filters = adhocFilters
    .filter((filter) => filter.expressionType === 'SIMPLE' && (filter.clause ?? 'WHERE') === 'WHERE')
    .map((filter) => ({ col: filter.subject, op: filter.operator, val: filter.comparator }));
  const where = adhocFilters
    .filter((filter) => filter.expressionType === 'SQL' && (filter.clause ?? 'WHERE') === 'WHERE')
    .map((filter) => `(${filter.sqlExpression})`)
    .join(' AND ');
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [{ columns, metrics, filters, extras: { where, having: '' }, row_limit: 100, order_desc: true }],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}

import { EXAMPLE_TABLES } from '@tessera/examples';
import { EXAMPLE_CHARTS, exampleChartContent } from './example-charts';

/** An adhoc column of a query object (Superset's AdhocColumn). */
interface AdhocColumn {
  expressionType?: string;
  label?: string;
  sqlExpression: string;
}

/** The parts of a query object the check reads: columns, filters and metrics (names or adhoc metrics on a column). */
interface QueryObject {
  columns?: (string | AdhocColumn)[];
  filters?: { col: string }[];
  metrics?: (string | { column: { column_name: string } })[];
}

/** An adhoc SQL column with its own label (an expression such as the Gantt chart's end time), not a column name. */
function isLabelledExpression(column: string | AdhocColumn): boolean {
  return (
    typeof column === 'object' && column.expressionType === 'SQL' && column.label !== undefined && column.label !== column.sqlExpression
  );
}

/** Column names and saved metric names a query object refers to. */
function references(query: QueryObject): { columns: string[]; metrics: string[] } {
  const columns = [
    ...(query.columns ?? [])
      .filter((column) => !isLabelledExpression(column))
      .map((column) => (typeof column === 'string' ? column : column.sqlExpression)),
    ...(query.filters ?? []).map((filter) => filter.col),
    ...(query.metrics ?? []).filter((metric) => typeof metric === 'object').map((metric) => metric.column.column_name),
  ];
  return { columns, metrics: (query.metrics ?? []).filter((metric) => typeof metric === 'string') };
}

describe('example charts', () => {
  it.each(EXAMPLE_CHARTS.map((chart) => [chart.name, chart] as const))(
    '%s: queries only columns and metrics its table declares',
    (_name, chart) => {
      const table = EXAMPLE_TABLES.find((candidate) => candidate.name === chart.table);
      expect(table).toBeDefined();
      const context = JSON.parse(exampleChartContent(chart, 7).queryContext);
      expect(context.queries.length).toBeGreaterThan(0);
      for (const query of context.queries) {
        const used = references(query);
        expect(used.columns.filter((column) => !table!.columns.some((declared) => declared.name === column))).toEqual([]);
        expect(used.metrics.filter((metric) => !table!.metrics.some((declared) => declared.metric_name === metric))).toEqual([]);
      }
    },
  );

  it('saves form data naming the dataset and viz type, and a query context over the same dataset', () => {
    const chart = EXAMPLE_CHARTS.find((candidate) => candidate.vizType === 'echarts_timeseries_line' && candidate.formData.groupby)!;
    const { params, queryContext } = exampleChartContent(chart, 12);
    expect(JSON.parse(params)).toMatchObject({ datasource: '12__table', viz_type: 'echarts_timeseries_line' });
    const context = JSON.parse(queryContext);
    expect(context).toMatchObject({
      datasource: { id: 12, type: 'table' },
      result_format: 'json',
      result_type: 'full',
      form_data: JSON.parse(params),
    });
    const [query] = context.queries;
    const xAxis = chart.formData.x_axis as string;
    expect(query.columns[0]).toMatchObject({ columnType: 'BASE_AXIS', sqlExpression: xAxis, timeGrain: chart.formData.time_grain_sqla });
    expect(query.post_processing.map((step: { operation: string }) => step.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(query.post_processing[0].options.index).toEqual([xAxis]);
  });
});

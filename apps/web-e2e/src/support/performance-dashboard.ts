import type { AdminApi } from './admin-api';

/** The machine's PostgreSQL: the warehouse the dashboards' charts query. */
export const WAREHOUSE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** SQL creating `table`: two years of daily sales over four regions and five categories. */
export function salesTableSql(table: string): string[] {
  return [
    `CREATE TABLE public.${table} (ds DATE NOT NULL, region TEXT NOT NULL, category TEXT NOT NULL, amount INTEGER NOT NULL)`,
    `INSERT INTO public.${table}
       SELECT DATE '2024-01-01' + day, (ARRAY['north','south','east','west'])[1 + day % 4], (ARRAY['tools','toys','food','books','garden'])[1 + day % 5], 10 + (day * 37) % 500
       FROM generate_series(0, 729) AS day`,
  ];
}

const sumOfAmount = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' };

/** Five kinds of chart, each a different plugin and renderer. */
const CHART_KINDS: ((filters: unknown[]) => Record<string, unknown>)[] = [
  (adhoc_filters) => ({ viz_type: 'big_number_total', metric: sumOfAmount, adhoc_filters }),
  (adhoc_filters) => ({
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['region'],
    metrics: [sumOfAmount],
    adhoc_filters,
    row_limit: 100,
  }),
  (adhoc_filters) => ({ viz_type: 'pie', groupby: ['category'], metric: sumOfAmount, adhoc_filters, row_limit: 100 }),
  (adhoc_filters) => ({
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metrics: [sumOfAmount],
    adhoc_filters,
    row_limit: 10000,
  }),
  (adhoc_filters) => ({
    viz_type: 'dist_bar',
    groupby: ['region'],
    columns: ['category'],
    metrics: [sumOfAmount],
    adhoc_filters,
    row_limit: 100,
  }),
];

export interface SeededDashboard {
  dashboardId: number;
  /** Chart ids in layout order. */
  chartIds: number[];
}

/** A database connection and a dataset on `table` of the warehouse. */
export async function seedSalesDataset(call: AdminApi, table: string): Promise<number> {
  const database = await call('POST', '/api/v1/database/', { database_name: `warehouse ${table}`, sqlalchemy_uri: WAREHOUSE_URL });
  const dataset = await call('POST', '/api/v1/dataset/', { database: database.id, schema: 'public', table_name: table });
  return dataset.id;
}

/** `count` charts on the dataset, cycling through the chart kinds; each filters `amount >= n` so every chart asks its own query. */
export async function seedCharts(call: AdminApi, datasetId: number, count: number, namePrefix: string): Promise<number[]> {
  const chartIds: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const filters = [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'amount', operator: '>=', comparator: n }];
    const params: Record<string, unknown> = { datasource: `${datasetId}__table`, ...CHART_KINDS[(n - 1) % CHART_KINDS.length](filters) };
    const chart = await call('POST', '/api/v1/chart/', {
      slice_name: `${namePrefix} ${n}`,
      viz_type: params.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    chartIds.push(chart.id);
  }
  return chartIds;
}

/** One layout component of `position_json`. */
export type LayoutComponent =
  { type: 'CHART'; chartId: number; width: number; height: number } | { type: 'MARKDOWN'; code: string; width: number; height: number };

/** A `position_json` of rows under the grid, each row's components side by side. */
export function positionJson(rows: LayoutComponent[][]): string {
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: rows.map((_, index) => `ROW-${index}`), parents: ['ROOT_ID'] },
  };
  rows.forEach((components, rowIndex) => {
    const rowId = `ROW-${rowIndex}`;
    const ids = components.map((component, index) =>
      component.type === 'CHART' ? `CHART-${component.chartId}` : `MARKDOWN-${rowIndex}-${index}`,
    );
    position[rowId] = {
      id: rowId,
      type: 'ROW',
      children: ids,
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    components.forEach((component, index) => {
      const parents = ['ROOT_ID', 'GRID_ID', rowId];
      position[ids[index]] =
        component.type === 'CHART'
          ? {
              id: ids[index],
              type: 'CHART',
              children: [],
              parents,
              meta: { chartId: component.chartId, width: component.width, height: component.height },
            }
          : {
              id: ids[index],
              type: 'MARKDOWN',
              children: [],
              parents,
              meta: { code: component.code, width: component.width, height: component.height },
            };
    });
  });
  return JSON.stringify(position);
}

/** A published dashboard with `position`. */
export async function seedDashboard(call: AdminApi, title: string, position: string): Promise<number> {
  const dashboard = await call('POST', '/api/v1/dashboard/', { dashboard_title: title, published: true, position_json: position });
  return dashboard.id;
}

/** Rows of `perRow` charts of the given size, in order. */
export function chartRows(chartIds: number[], perRow: number, size: { width: number; height: number }): LayoutComponent[][] {
  const rows: LayoutComponent[][] = [];
  for (let start = 0; start < chartIds.length; start += perRow) {
    rows.push(chartIds.slice(start, start + perRow).map((chartId) => ({ type: 'CHART', chartId, ...size })));
  }
  return rows;
}

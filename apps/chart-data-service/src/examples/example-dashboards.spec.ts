import { EXAMPLE_TABLES } from '@tessera/examples';
import { EXAMPLE_DASHBOARDS, exampleJsonMetadata, type ExampleDashboard } from './example-dashboards';
import type { PlacedChart } from './example-layout';

const dashboard: ExampleDashboard = {
  title: 'Sales',
  slug: 'sales',
  rows: [[{ chart: 'Revenue' }, { markdown: 'note' }], [{ chart: 'Orders' }]],
  filters: [{ name: 'Country', table: 'cleaned_sales_data', column: 'country' }],
};
const charts = new Map<string, PlacedChart>([
  ['Revenue', { id: 11, uuid: 'u11', name: 'Revenue' }],
  ['Orders', { id: 12, uuid: 'u12', name: 'Orders' }],
  ['Elsewhere', { id: 13, uuid: 'u13', name: 'Elsewhere' }],
]);

describe('example dashboard metadata', () => {
  it('adds a select filter per example filter on its dataset column, scoped to the charts of the dashboard', () => {
    const metadata = JSON.parse(exampleJsonMetadata(dashboard, new Map([['cleaned_sales_data', 5]]), charts));
    expect(metadata).toMatchObject({ color_scheme: 'supersetColors', refresh_frequency: 0, cross_filters_enabled: true });
    expect(metadata.native_filter_configuration).toEqual([
      expect.objectContaining({
        id: 'NATIVE_FILTER-sales-country',
        type: 'NATIVE_FILTER',
        name: 'Country',
        filterType: 'filter_select',
        targets: [{ datasetId: 5, column: { name: 'country' } }],
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
        chartsInScope: [11, 12],
      }),
    ]);
  });

  it('refuses a filter on a table that was not registered', () => {
    expect(() => exampleJsonMetadata(dashboard, new Map(), charts)).toThrow(
      'The example filter "Country" reads the unknown table cleaned_sales_data',
    );
  });

  it.each(EXAMPLE_DASHBOARDS.map((example) => [example.title, example] as const))(
    '%s: filters name columns of example tables',
    (_title, example) => {
      for (const filter of example.filters) {
        const table = EXAMPLE_TABLES.find((candidate) => candidate.name === filter.table);
        expect(table?.columns.map((column) => column.name)).toContain(filter.column);
      }
    },
  );
});

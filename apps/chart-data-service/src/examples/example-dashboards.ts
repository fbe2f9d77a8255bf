import { chartNamesOf, type LayoutRow, type PlacedChart } from './example-layout';
import { galleryRows } from './gallery/gallery-dashboard';

/** A value filter of the dashboard's filter bar, on a column of an example table. */
export interface ExampleFilter {
  name: string;
  table: string;
  column: string;
}

/** An example dashboard: found again by its slug, laid out in rows of example charts. */
export interface ExampleDashboard {
  title: string;
  slug: string;
  rows: readonly LayoutRow[];
  filters: readonly ExampleFilter[];
}

const WORLD_INTRO = `## World Bank style indicators

Population, life expectancy and GDP per country and year, 1960 to 2014.
Every chart here reads the **wb_health_population** dataset of the *examples* database.`;

export const EXAMPLE_DASHBOARDS: readonly ExampleDashboard[] = [
  {
    title: "World Bank's Data",
    slug: 'world_health',
    rows: [
      [{ markdown: WORLD_INTRO }, { chart: "World's Population" }, { chart: 'Population Share by Region' }],
      [{ chart: 'Life Expectancy by Region' }, { chart: 'Population by Region' }, { chart: 'Most Populated Countries' }],
    ],
    filters: [{ name: 'Region', table: 'wb_health_population', column: 'region' }],
  },
  {
    title: 'Sales Dashboard',
    slug: 'sales',
    rows: [
      [{ chart: 'Total Revenue' }, { chart: 'Revenue by Product Line' }, { chart: 'Quarterly Revenue by Deal Size' }],
      { header: 'Revenue breakdown' },
      [{ chart: 'Revenue by Country and Deal Size' }, { chart: 'Order Lines by Status' }],
    ],
    filters: [
      { name: 'Product line', table: 'cleaned_sales_data', column: 'product_line' },
      { name: 'Country', table: 'cleaned_sales_data', column: 'country' },
    ],
  },
  { title: 'Chart gallery', slug: 'chart_gallery', rows: galleryRows(), filters: [] },
];

/**
 * Dashboard metadata as the editor saves it, with the filter bar's select filters scoped to every
 * chart of the dashboard (each applies to the charts over its dataset).
 */
export function exampleJsonMetadata(
  dashboard: ExampleDashboard,
  datasetIds: ReadonlyMap<string, number>,
  charts: ReadonlyMap<string, PlacedChart>,
): string {
  const chartIds = chartNamesOf(dashboard.rows)
    .map((name) => charts.get(name)?.id)
    .filter((id): id is number => id !== undefined);
  const filters = dashboard.filters.map((filter) => {
    const datasetId = datasetIds.get(filter.table);
    if (datasetId === undefined) throw new Error(`The example filter "${filter.name}" reads the unknown table ${filter.table}`);
    return {
      id: `NATIVE_FILTER-${dashboard.slug}-${filter.column}`,
      type: 'NATIVE_FILTER',
      name: filter.name,
      filterType: 'filter_select',
      targets: [{ datasetId, column: { name: filter.column } }],
      controlValues: {
        enableEmptyFilter: false,
        defaultToFirstItem: false,
        multiSelect: true,
        searchAllOptions: false,
        inverseSelection: false,
      },
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: chartIds,
      tabsInScope: [],
      description: '',
    };
  });
  return JSON.stringify({
    color_scheme: 'supersetColors',
    refresh_frequency: 0,
    timed_refresh_immune_slices: [],
    expanded_slices: {},
    label_colors: {},
    shared_label_colors: [],
    cross_filters_enabled: true,
    native_filter_configuration: filters,
  });
}

import type { DashboardYaml, LayoutNode } from '@tessera/contracts';
import { checkLayout } from '../validation/position-json.validator';
import { upgradeImportedDashboard } from './imported-dashboard';
import { mendImportedLayout } from './imported-layout';

const BOX_UUID = 'b0000000-0000-4000-8000-000000000001';
const LINE_UUID = 'c0000000-0000-4000-8000-000000000001';
const TABLE_UUID = 'c0000000-0000-4000-8000-000000000002';

/** A mended layout as these tests read it: nodes by id. */
type Position = Record<string, LayoutNode>;

/** The fields of an upgraded dashboard's native filter these tests read. */
interface NativeFilter {
  id: string;
  name: string;
  filterType: string;
  cascadeParentIds: string[];
  defaultDataMask: { extraFormData: { filters?: unknown } };
}

/** An upgraded dashboard's metadata as these tests read it. */
interface UpgradedMetadata {
  expand_all_slices?: boolean;
  native_filter_configuration: NativeFilter[];
}

/** A layout the way Superset 1.x exported it: no version key, no parents, a node without uuid, a dangling child. */
function legacyLayout() {
  return {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'ROW-2', 'ROW-gone'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-box', 'CHART-line'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
    'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-table', 'CHART-old'] },
    'CHART-box': { id: 'CHART-box', type: 'CHART', children: [], meta: { chartId: 1, uuid: BOX_UUID, width: 3, height: 50 } },
    'CHART-line': { id: 'CHART-line', type: 'CHART', children: [], meta: { chartId: 2, uuid: LINE_UUID, width: 9, height: 50 } },
    // Older exports: a chart node with its uuid but no id, and one with neither.
    'CHART-table': { id: 'CHART-table', type: 'CHART', children: [], meta: { uuid: TABLE_UUID, width: 16, height: 50 } },
    'CHART-old': { id: 'CHART-old', type: 'CHART', children: [], meta: { chartId: 99, width: 4, height: 50 } },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'World' } },
    'MARKDOWN-orphan': { id: 'MARKDOWN-orphan', type: 'MARKDOWN', children: [], meta: { code: 'hi' } },
  };
}

const filterBox = {
  sliceName: 'Region filter',
  datasetUuid: 'a0000000-0000-4000-8000-0000000000d7',
  params: {
    viz_type: 'filter_box',
    date_filter: true,
    time_range: 'Last year',
    filter_configs: [
      {
        column: 'region',
        label: 'Region',
        multiple: true,
        clearable: true,
        defaultValue: 'Europe;Asia',
        asc: true,
        metric: 'sum__sp_pop_totl',
      },
      { column: 'country_name', multiple: false, defaultValue: null },
    ],
  },
};

describe('mendImportedLayout', () => {
  it('mends a legacy layout into one the editor accepts, and says what it left out', () => {
    const mended = mendImportedLayout(legacyLayout(), new Set([BOX_UUID]));
    expect(() => checkLayout(mended.position)).not.toThrow();
    const position = mended.position as Position;
    expect(position.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(position['ROW-1'].children).toEqual(['CHART-line']);
    expect(position['CHART-line'].parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1']);
    expect(position.GRID_ID.children).toEqual(['ROW-1', 'ROW-2']);
    expect(position['CHART-table'].meta).toMatchObject({ uuid: TABLE_UUID, chartId: 100, width: 12 });
    expect(position['CHART-old']).toBeUndefined();
    expect(position['MARKDOWN-orphan']).toBeUndefined();
    expect(position.HEADER_ID).toEqual({ id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: 'World' } });
    expect(position.ROOT_ID).not.toHaveProperty('parents');
    expect(mended.removedCharts).toEqual(new Map([['CHART-box', BOX_UUID]]));
    expect(mended.leftOut).toEqual([
      'CHART-old names no chart uuid and is left out of the layout',
      'MARKDOWN-orphan sat outside the layout tree and was left out',
    ]);
  });

  it('leaves out chart nodes whose chart is neither in the bundle nor here, when told which are', () => {
    const mended = mendImportedLayout(legacyLayout(), new Set([BOX_UUID]), new Set([LINE_UUID]));
    expect((mended.position as Position)['ROW-2'].children).toEqual([]);
    expect(mended.leftOut).toContain(
      `CHART-table shows the chart ${TABLE_UUID}, which is neither in the bundle nor in Tessera; it is left out of the layout`,
    );
  });

  it('scales a row wider than the grid down to fit it', () => {
    const layout = legacyLayout();
    layout['CHART-line'].meta.width = 12;
    const position = mendImportedLayout(layout, new Set()).position as Position;
    expect([position['CHART-box'].meta?.width, position['CHART-line'].meta?.width]).toEqual([2, 9]);
    expect(() => checkLayout(position)).not.toThrow();
  });

  it('answers no layout for none, or one without a root', () => {
    expect(mendImportedLayout(undefined, new Set()).position).toBeNull();
    expect(mendImportedLayout({ GRID_ID: { type: 'GRID' } }, new Set()).position).toBeNull();
  });
});

describe('upgradeImportedDashboard', () => {
  const yaml = (metadata: Record<string, unknown>): DashboardYaml =>
    ({ dashboard_title: 'World', uuid: 'd1', version: '1.0.0', position: legacyLayout(), metadata }) as unknown as DashboardYaml;

  it('turns the filter box into native filters scoped and defaulted like the legacy settings', () => {
    const { yaml: upgraded } = upgradeImportedDashboard(
      yaml({
        filter_scopes: { '1': { region: { scope: ['ROOT_ID'], immune: [2, 1] } } },
        default_filters: JSON.stringify({ '1': { country_name: 'France' } }),
        expand_all_slices: true,
      }),
      { [BOX_UUID]: filterBox },
    );
    const metadata = upgraded.metadata as unknown as UpgradedMetadata;
    expect(metadata).not.toHaveProperty('filter_scopes');
    expect(metadata).not.toHaveProperty('default_filters');
    expect(metadata.expand_all_slices).toBe(true);
    const filters = metadata.native_filter_configuration;
    expect(filters.map((filter) => [filter.filterType, filter.name])).toEqual([
      ['filter_select', 'Region'],
      ['filter_select', 'country_name'],
      ['filter_time', 'Time Range'],
    ]);
    expect(filters[0]).toMatchObject({
      type: 'NATIVE_FILTER',
      targets: [{ column: { name: 'region' }, datasetUuid: 'a0000000-0000-4000-8000-0000000000d7' }],
      scope: { rootPath: ['ROOT_ID'], excluded: [2] },
      controlValues: { multiSelect: true, enableEmptyFilter: false, sortAscending: true },
      sortMetric: 'sum__sp_pop_totl',
      defaultDataMask: { filterState: { value: ['Europe', 'Asia'] } },
    });
    expect(filters[1].defaultDataMask.extraFormData.filters).toEqual([{ col: 'country_name', op: 'IN', val: ['France'] }]);
    expect(filters[2].defaultDataMask).toEqual({ extraFormData: { time_range: 'Last year' }, filterState: { value: 'Last year' } });
    expect(filters[0].id).toMatch(/^NATIVE_FILTER-.{9}$/);
    expect(new Set(filters.map((filter) => filter.id)).size).toBe(3);
    expect((upgraded.position as Record<string, unknown>)['CHART-box']).toBeUndefined();
  });

  it('cascades a box’s select filters from the box whose scope it sits in, never round in a loop', () => {
    const BOX2_UUID = 'b0000000-0000-4000-8000-000000000002';
    const position = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-region', 'CHART-country'] },
      'CHART-region': { id: 'CHART-region', type: 'CHART', meta: { chartId: 1, uuid: BOX_UUID, width: 3 } },
      'CHART-country': { id: 'CHART-country', type: 'CHART', meta: { chartId: 3, uuid: BOX2_UUID, width: 3 } },
    };
    const box = (column: string) => ({ ...filterBox, params: { filter_configs: [{ column, multiple: true }] } });
    const cascade = (filterScopes: Record<string, unknown>) => {
      const metadata = upgradeImportedDashboard(
        { dashboard_title: 'x', uuid: 'd2', version: '1.0.0', position, metadata: { filter_scopes: filterScopes } } as DashboardYaml,
        { [BOX_UUID]: box('region'), [BOX2_UUID]: box('country_name') },
      ).yaml.metadata as unknown as UpgradedMetadata;
      const byName = new Map(metadata.native_filter_configuration.map((filter) => [filter.name, filter] as const));
      const region = byName.get('region')!;
      const country = byName.get('country_name')!;
      return { region: region.cascadeParentIds, country: country.cascadeParentIds, ids: [region.id, country.id] };
    };
    // The country box sits in the region box's scope; the region box is immune to the country box.
    const oneWay = cascade({ '3': { country_name: { scope: ['ROOT_ID'], immune: [1] } } });
    expect(oneWay).toEqual({ region: [], country: [oneWay.ids[0]], ids: oneWay.ids });
    // Each in the other's scope: one of the two directions is kept.
    const both = cascade({});
    expect([both.region.length, both.country.length].sort()).toEqual([0, 1]);
  });

  it('drops the legacy filter settings of a dashboard without filter boxes', () => {
    const { yaml: upgraded } = upgradeImportedDashboard(yaml({ filter_scopes: {}, default_filters: '{}' }), {});
    expect(upgraded.metadata).toEqual({});
  });
});

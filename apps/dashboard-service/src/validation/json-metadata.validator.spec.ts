import { ErrorCode } from '@tessera/contracts';
import { checkJsonMetadata, JSON_METADATA_KEYS, parseJsonMetadata, unknownMetadataKeys } from './json-metadata.validator';

function problem(value: unknown): { message: string; fields?: Record<string, string[]> } {
  try {
    checkJsonMetadata(value);
  } catch (error) {
    expect((error as { code: string }).code).toBe(ErrorCode.BAD_REQUEST);
    return error as { message: string; fields?: Record<string, string[]> };
  }
  throw new Error('the metadata was accepted');
}

const positions = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [] },
};

describe('json_metadata validation', () => {
  it('accepts every key of DashboardJSONMetadataSchema with its type', () => {
    const metadata = {
      native_filter_configuration: [],
      chart_configuration: {
        12: { id: 12, crossFilters: { scope: 'global', chartsInScope: [13] } },
        13: { id: 13, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [12] }, chartsInScope: [] } },
      },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [12, 13] },
      timed_refresh_immune_slices: [12],
      filter_scopes: {},
      expanded_slices: { 12: true },
      refresh_frequency: 300,
      default_filters: '{}',
      stagger_refresh: true,
      stagger_time: 5000,
      color_scheme: 'supersetColors',
      color_namespace: null,
      positions,
      label_colors: { boys: '#00f' },
      shared_label_colors: ['boys'],
      map_label_colors: { girls: '#f0f' },
      color_scheme_domain: ['#fff'],
      cross_filters_enabled: false,
      import_time: 1_700_000_000,
      remote_id: 4,
      filter_bar_orientation: 'HORIZONTAL',
      native_filter_migration: {},
    };
    expect(Object.keys(metadata).sort()).toEqual([...JSON_METADATA_KEYS].sort());
    expect(checkJsonMetadata(metadata)).toEqual(metadata);
  });

  it('treats empty text as empty metadata and drops show_native_filters as Superset does', () => {
    expect(parseJsonMetadata('')).toEqual({});
    expect(parseJsonMetadata(null)).toEqual({});
    expect(parseJsonMetadata('{"show_native_filters": true, "refresh_frequency": 0}')).toEqual({ refresh_frequency: 0 });
  });

  it('refuses text that is not JSON, naming the field', () => {
    expect(() => parseJsonMetadata('{"a":')).toThrow(/^json_metadata: Not a valid JSON document/);
    expect(() => parseJsonMetadata('[1]')).toThrow('json_metadata: metadata: must be an object');
  });

  it('refuses an unknown key, naming it', () => {
    const error = problem({ refresh_frequency: 0, colour_scheme: 'x' });
    expect(error.message).toMatch(/^json_metadata: colour_scheme: unknown key \(allowed: native_filter_configuration, /);
    expect(Object.keys(error.fields ?? {})).toEqual(['json_metadata']);
  });

  it('keeps unknown keys an import or the stored metadata carries, and still checks the known ones', () => {
    expect(checkJsonMetadata({ expand_all_slices: false, refresh_frequency: 0 }, 'all')).toEqual({
      expand_all_slices: false,
      refresh_frequency: 0,
    });
    expect(checkJsonMetadata({ expand_all_slices: true }, new Set(['expand_all_slices']))).toEqual({ expand_all_slices: true });
    expect(() => checkJsonMetadata({ expand_all_slices: true, other: 1 }, new Set(['expand_all_slices']))).toThrow('other: unknown key');
    expect(() => checkJsonMetadata({ expand_all_slices: true, refresh_frequency: '10' }, 'all')).toThrow(
      'refresh_frequency: must be an integer',
    );
    expect(unknownMetadataKeys('{"expand_all_slices": true, "refresh_frequency": 0}')).toEqual(new Set(['expand_all_slices']));
    expect(unknownMetadataKeys('not json')).toEqual(new Set());
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a string refresh frequency', { refresh_frequency: '10' }, 'refresh_frequency: must be an integer'],
    ['a fractional stagger time', { stagger_time: 2.5 }, 'stagger_time: must be an integer'],
    ['a numeric stagger flag', { stagger_refresh: 1 }, 'stagger_refresh: must be true or false'],
    ['a non-boolean cross filter flag', { cross_filters_enabled: 'yes' }, 'cross_filters_enabled: must be true or false'],
    ['a numeric colour scheme', { color_scheme: 5 }, 'color_scheme: must be a string'],
    ['a list of label colours', { label_colors: ['#fff'] }, 'label_colors: must be an object'],
    ['a map label colours string', { map_label_colors: 'x' }, 'map_label_colors: must be an object'],
    ['a colour domain with numbers', { color_scheme_domain: ['#fff', 3] }, 'color_scheme_domain[1]: must be a string'],
    ['immune slices that are not ids', { timed_refresh_immune_slices: ['12'] }, 'timed_refresh_immune_slices[0]: must be an integer'],
    ['filter scopes as a list', { filter_scopes: [] }, 'filter_scopes: must be an object'],
    ['expanded slices as a list', { expanded_slices: [12] }, 'expanded_slices: must be an object'],
    ['default filters as an object', { default_filters: {} }, 'default_filters: must be a string'],
    [
      'an unknown filter bar orientation',
      { filter_bar_orientation: 'DIAGONAL' },
      'filter_bar_orientation: must be one of VERTICAL, HORIZONTAL',
    ],
    ['native filters as an object', { native_filter_configuration: {} }, 'native_filter_configuration: must be a list'],
    ['chart configuration keyed by name', { chart_configuration: { sales: {} } }, 'chart_configuration.sales: keys must be chart ids'],
    [
      'chart configuration with a mismatched id',
      { chart_configuration: { 12: { id: 13 } } },
      'chart_configuration.12.id: must equal its key 12',
    ],
    [
      'cross filter scope that is neither global nor a scope',
      { chart_configuration: { 12: { crossFilters: { scope: 'local' } } } },
      'chart_configuration.12.crossFilters.scope: must be an object',
    ],
    [
      'cross filter charts that are not ids',
      { chart_configuration: { 12: { crossFilters: { chartsInScope: ['a'] } } } },
      'chartsInScope[0]: must be an integer',
    ],
    [
      'a global scope with a bad root path',
      { global_chart_configuration: { scope: { rootPath: 'ROOT_ID' } } },
      'global_chart_configuration.scope.rootPath: must be a list',
    ],
    ['positions that are not a layout', { positions: { ROOT_ID: {} } }, 'DASHBOARD_VERSION_KEY: must be "v2"'],
    ['an import time as text', { import_time: 'now' }, 'import_time: must be an integer'],
    ['a migration flag as text', { native_filter_migration: 'done' }, 'native_filter_migration: must be an object'],
  ])('refuses %s', (_, value, message) => {
    expect(problem(value).message).toContain(message);
  });

  it('accepts nulls where Superset allows them', () => {
    expect(
      checkJsonMetadata({
        color_scheme: null,
        color_namespace: null,
        positions: null,
        filter_bar_orientation: null,
        native_filter_configuration: null,
      }),
    ).toMatchObject({
      positions: null,
    });
  });

  it('accepts any shared_label_colors (the save rules turn non-lists into lists)', () => {
    expect(checkJsonMetadata({ shared_label_colors: { boys: '#fff' } })).toEqual({ shared_label_colors: { boys: '#fff' } });
  });
});

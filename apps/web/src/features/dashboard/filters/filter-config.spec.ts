import { parseLayout } from '../layout/layout';
import { POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import {
  configFromDraft,
  draftFromConfig,
  filterChanges,
  firstInvalid,
  moveDraft,
  newDividerDraft,
  newFilterDraft,
  parentCandidates,
  validateDraft,
} from '../model/filter-config';
import { chartsInScope, scopeForCharts, scopeTree } from './filter-scope';

const translate = (text: string) => text;
const DIVIDER = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Geography', description: '' };

describe('filter config drafts', () => {
  it('round-trip a saved value filter, keeping fields the modal does not edit', () => {
    const saved = { ...REGION_FILTER, description: '', chartsInScope: [1, 2] };
    const draft = draftFromConfig(saved);
    expect(draft).toMatchObject({ name: 'Region', datasetId: 7, column: 'region', scopeAll: true, multiSelect: true, required: false });
    const item = configFromDraft({ ...draft, required: true, defaultValue: ['north'] });
    expect(item).toMatchObject({
      id: 'NATIVE_FILTER-region',
      type: 'NATIVE_FILTER',
      targets: [{ datasetId: 7, column: { name: 'region' } }],
      controlValues: { multiSelect: true, enableEmptyFilter: true },
      defaultDataMask: { filterState: { value: ['north'] } },
      chartsInScope: [1, 2],
    });
  });

  it('gives new filters and dividers ids with their prefixes', () => {
    expect(newFilterDraft().id).toMatch(/^NATIVE_FILTER-.+/);
    expect(newDividerDraft().id).toMatch(/^NATIVE_FILTER_DIVIDER-.+/);
    expect(configFromDraft({ ...newDividerDraft(), name: 'Time' })).toMatchObject({ type: 'DIVIDER', title: 'Time' });
  });

  it('require a name, a dataset and a column where the type needs them, and a range whose minimum is below its maximum', () => {
    expect(validateDraft(newFilterDraft(), translate)).toEqual({
      name: 'Name is required',
      dataset: 'Dataset is required',
      column: 'Column is required',
    });
    expect(validateDraft({ ...newFilterDraft(), name: 'Period', filterType: 'filter_time' }, translate)).toEqual({});
    expect(validateDraft({ ...newFilterDraft(), name: 'Grain', filterType: 'filter_timegrain' }, translate)).toEqual({
      dataset: 'Dataset is required',
    });
    const range = { ...newFilterDraft(), name: 'Amount', filterType: 'filter_range', datasetId: 7, column: 'amount' };
    expect(validateDraft({ ...range, defaultValue: [5, 5] }, translate)).toEqual({
      defaultValue: 'Minimum must be strictly less than maximum',
    });
    expect(validateDraft({ ...range, defaultValue: [1, 5] }, translate)).toEqual({});
    expect(validateDraft(newDividerDraft(), translate)).toEqual({ name: 'Title is required' });
  });

  it('point at the first failing filter', () => {
    const ok = draftFromConfig(REGION_FILTER);
    const broken = { ...newFilterDraft(), name: 'Period', filterType: 'filter_range' };
    expect(firstInvalid([ok, broken], translate)).toEqual({
      id: broken.id,
      errors: { dataset: 'Dataset is required', column: 'Column is required' },
    });
    expect(firstInvalid([ok], translate)).toBeNull();
  });

  it('send only new or changed items as modified, removed ids as deleted, and the order when it changed', () => {
    const saved = [REGION_FILTER, DIVIDER];
    const [region, divider] = saved.map(draftFromConfig);
    if (!region || !divider) throw new Error('fixture');
    expect(filterChanges(saved, [region, divider])).toEqual({ modified: [], deleted: [], reordered: [] });

    const added = { ...newFilterDraft(), name: 'Period', filterType: 'filter_time' };
    const changes = filterChanges(saved, [added, { ...region, name: 'Area' }]);
    expect(changes.modified.map((item) => [item.id, item.name])).toEqual([
      [added.id, 'Period'],
      ['NATIVE_FILTER-region', 'Area'],
    ]);
    expect(changes.deleted).toEqual(['NATIVE_FILTER_DIVIDER-1']);
    // The server would append the new filter; placed first, the order has to be sent.
    expect(changes.reordered).toEqual([added.id, 'NATIVE_FILTER-region']);
    expect(filterChanges(saved, [region, added]).reordered).toEqual([]);
    expect(filterChanges(saved, moveDraft([region, divider], 1, 0)).reordered).toEqual(['NATIVE_FILTER_DIVIDER-1', 'NATIVE_FILTER-region']);
  });

  it('offer as parents only other value filters that are not its own children', () => {
    const parent = { ...draftFromConfig(REGION_FILTER) };
    const child = { ...newFilterDraft(), name: 'City', parentId: parent.id };
    const time = { ...newFilterDraft(), name: 'Period', filterType: 'filter_time' };
    expect(parentCandidates([parent, child, time], child).map((item) => item.id)).toEqual([parent.id]);
    expect(parentCandidates([parent, child, time], parent)).toEqual([]);
  });
});

describe('filter scope', () => {
  const layout = parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]);

  it('lists tabs and charts in layout order', () => {
    const tree = scopeTree(layout, (chartId) => `Chart ${chartId}`);
    expect(tree.map((node) => node.label)).toEqual(['Chart 1', 'Chart 2', 'North', 'South']);
    expect(tree[3]?.children.map((node) => node.chartId)).toEqual([4, 5]);
  });

  it('turns chosen charts into a scope and back', () => {
    const scope = scopeForCharts(layout, [1, 4]);
    expect(scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [2, 3, 5] });
    expect(chartsInScope(layout, scope).sort()).toEqual([1, 4]);
    expect(chartsInScope(layout, { rootPath: ['TAB-2'], excluded: [5] })).toEqual([4]);
  });

  it('stores a whole checked tab by its id, so charts added to that tab later are in scope', () => {
    const scope = scopeForCharts(layout, [4, 5]);
    expect(scope).toEqual({ rootPath: ['TAB-2'], excluded: [] });
    expect(scopeForCharts(layout, [3, 4, 5])).toEqual({ rootPath: ['TAB-1', 'TAB-2'], excluded: [] });
    // Part of a tab: that tab is the root, without the charts left out.
    expect(scopeForCharts(layout, [4])).toEqual({ rootPath: ['TAB-2'], excluded: [5] });
    expect(scopeForCharts(layout, [3, 4])).toEqual({ rootPath: ['TAB-2', 'TAB-1'], excluded: [5] });

    // A chart added to the tab afterwards is filtered too.
    const grown = {
      ...layout,
      'ROW-4': { ...layout['ROW-4']!, children: [...layout['ROW-4']!.children, 'CHART-f'] },
      'CHART-f': {
        id: 'CHART-f',
        type: 'CHART' as const,
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-2', 'ROW-4'],
        meta: { chartId: 6 },
      },
    };
    expect(chartsInScope(grown, scope).sort()).toEqual([4, 5, 6]);
  });

  it('reads a tab scope back from the saved configuration as the same checked charts', () => {
    const draft = { ...draftFromConfig(REGION_FILTER), scopeAll: false, ...scopeForCharts(layout, [4, 5]) };
    const saved = configFromDraft(draft);
    expect(saved.scope).toEqual({ rootPath: ['TAB-2'], excluded: [] });
    const reread = draftFromConfig(JSON.parse(JSON.stringify(saved)) as Record<string, unknown>);
    expect(reread).toMatchObject({ scopeAll: false, rootPath: ['TAB-2'], excluded: [] });
    const checked = chartsInScope(layout, reread);
    expect(checked.sort()).toEqual([4, 5]);
    expect(scopeForCharts(layout, checked)).toEqual({ rootPath: reread.rootPath, excluded: reread.excluded });
    // Everything checked is the whole dashboard again.
    expect(scopeForCharts(layout, [1, 2, 3, 4, 5])).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
  });
});

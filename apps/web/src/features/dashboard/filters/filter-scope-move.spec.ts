import { parseNativeFilters } from '../model/native-filters';
import { fixtureCharts, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { movedAcrossFilterScopes } from './filter-scope-move';
import { dropComponent } from '../layout/layout-edit';
import { parseLayout } from '../layout/layout';

const charts = Object.fromEntries(fixtureCharts().map((chart) => [chart.id, chart]));
const northOnly = parseNativeFilters({ native_filter_configuration: [{ ...REGION_FILTER, scope: { rootPath: ['TAB-1'], excluded: [] } }] });

function move(id: string, targetId: string, position: 'LEFT' | 'RIGHT' | 'TOP' | 'BOTTOM') {
  const before = parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]);
  const outcome = dropComponent(before, { kind: 'existing', id }, targetId, position);
  if (!outcome.ok) throw new Error('drop refused');
  return { before, after: outcome.layout };
}

describe('movedAcrossFilterScopes', () => {
  it('is true for a chart moved out of the tab its filter is scoped to', () => {
    const { before, after } = move('CHART-c', 'HEADER-1', 'BOTTOM');
    expect(movedAcrossFilterScopes(before, after, 'CHART-c', northOnly, charts)).toBe(true);
  });

  it('is true for a chart moved into that tab', () => {
    const { before, after } = move('CHART-a', 'TAB-1', 'TOP');
    expect(movedAcrossFilterScopes(before, after, 'CHART-a', northOnly, charts)).toBe(true);
  });

  it('is false for a move within the same scope, and for filters scoped to the whole dashboard', () => {
    const reorder = move('CHART-e', 'CHART-d', 'LEFT');
    expect(movedAcrossFilterScopes(reorder.before, reorder.after, 'CHART-e', northOnly, charts)).toBe(false);
    const out = move('CHART-c', 'HEADER-1', 'BOTTOM');
    expect(
      movedAcrossFilterScopes(
        out.before,
        out.after,
        'CHART-c',
        parseNativeFilters({ native_filter_configuration: [REGION_FILTER] }),
        charts,
      ),
    ).toBe(false);
  });
});

import { parseLayout } from './layout';
import { ESTIMATED_PX, estimatedChartTops } from './layout-offsets';
import { POSITION_JSON } from '../testing/dashboard.fixtures';

describe('where charts are expected on the page, from the layout alone', () => {
  const layout = parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]);
  const header = ESTIMATED_PX.dashboardHeader;

  it('stacks rows, columns and tabs, and places a row’s components side by side', () => {
    const tops = estimatedChartTops(layout, {});
    const firstRowTop = header + ESTIMATED_PX.layoutHeader;
    // Chart 1 opens the first row; chart 2 sits in the row's column under a 20-unit markdown.
    expect(tops.get(1)).toBe(firstRowTop);
    expect(tops.get(2)).toBe(firstRowTop + 20 * 8);
    // The first row is as tall as its column (markdown, then a 30-unit chart in a row with its gutter), plus its own gutter.
    const firstRowHeight = 20 * 8 + 30 * 8 + 16 + 16;
    expect(tops.get(3)).toBe(firstRowTop + firstRowHeight + ESTIMATED_PX.divider + ESTIMATED_PX.tabBar);
  });

  it('places only the charts of the selected tab', () => {
    expect([...estimatedChartTops(layout, {}).keys()]).toEqual([1, 2, 3]);
    const southTops = estimatedChartTops(layout, { 'TABS-1': 'TAB-2' });
    expect([...southTops.keys()]).toEqual([1, 2, 4, 5]);
    expect(southTops.get(4)).toBe(southTops.get(5));
  });
});

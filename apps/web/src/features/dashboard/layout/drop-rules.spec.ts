import type { DashboardLayout, LayoutNode } from '../dashboard.types';
import { POSITION_JSON } from '../testing/dashboard.fixtures';
import {
  DROP_EDGE_THRESHOLD_PX,
  dropPositionAt,
  dropPositionInFreeSpace,
  isValidChild,
  NOT_ENOUGH_SPACE_MESSAGE,
  shouldWrapInRow,
  TOP_LEVEL_TABS_MESSAGE,
} from './drop-rules';
import {
  deleteComponent,
  dropComponent,
  maxWidth,
  resizeComponent,
  serializeLayout,
  updateComponentMeta,
  type IdFactory,
} from './layout-edit';
import { parseLayout } from './layout';

/** Fixture layout: GRID [HEADER-1, ROW-1 [CHART-a(4), COLUMN-1(8) [MARKDOWN-1, ROW-2 [CHART-b]]], DIVIDER-1, TABS-1 [TAB-1 [ROW-3 [CHART-c(6)]], TAB-2 [ROW-4 [CHART-d(6), CHART-e(6)]]]]. */
const fixture = () => parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]);

function counterIds(): IdFactory {
  let count = 0;
  return (type) => `${type}-new${++count}`;
}

function dropped(outcome: ReturnType<typeof dropComponent>): DashboardLayout {
  if (!outcome.ok) throw new Error(`drop refused: ${outcome.message}`);
  return outcome.layout;
}

const at = (layout: DashboardLayout, id: string) => layout[id] as LayoutNode;

describe('dropPositionAt', () => {
  const box = { left: 100, top: 100, width: 200, height: 100 };

  it.each([
    [{ x: 200, y: 105 }, 'TOP'],
    [{ x: 200, y: 195 }, 'BOTTOM'],
    [{ x: 105, y: 150 }, 'LEFT'],
    [{ x: 295, y: 150 }, 'RIGHT'],
    [{ x: 200, y: 100 + DROP_EDGE_THRESHOLD_PX }, 'TOP'],
  ])('is %p → %s within 20 px of that edge', (pointer, position) => {
    expect(dropPositionAt(pointer, box)).toBe(position);
  });

  it('takes the nearest edge in a corner', () => {
    expect(dropPositionAt({ x: 102, y: 110 }, box)).toBe('LEFT');
  });

  it('is forbidden further than 20 px from every edge, and outside the box', () => {
    expect(dropPositionAt({ x: 200, y: 100 + DROP_EDGE_THRESHOLD_PX + 1 }, box)).toBeNull();
    expect(dropPositionAt({ x: 200, y: 150 }, box)).toBeNull();
    expect(dropPositionAt({ x: 50, y: 150 }, box)).toBeNull();
  });
});

describe('which children each component accepts', () => {
  it.each([
    ['ROOT', ['GRID', 'TABS'], ['CHART', 'ROW']],
    ['GRID', ['CHART', 'MARKDOWN', 'ROW', 'TABS', 'HEADER', 'DIVIDER', 'COLUMN'], ['TAB', 'GRID']],
    ['ROW', ['CHART', 'MARKDOWN', 'DYNAMIC', 'COLUMN'], ['ROW', 'HEADER', 'DIVIDER', 'TABS', 'TAB']],
    ['COLUMN', ['CHART', 'MARKDOWN', 'DYNAMIC', 'DIVIDER', 'HEADER', 'ROW'], ['COLUMN', 'TABS', 'TAB']],
    ['TABS', ['TAB'], ['CHART', 'ROW', 'TABS']],
    ['TAB', ['CHART', 'MARKDOWN', 'COLUMN', 'DIVIDER', 'HEADER', 'ROW', 'TABS'], ['TAB', 'GRID']],
    ['CHART', [], ['CHART', 'MARKDOWN']],
  ] as const)('%s accepts %p and refuses %p', (parent, accepted, refused) => {
    accepted.forEach((child) => expect(isValidChild(parent, child)).toBe(true));
    refused.forEach((child) => expect(isValidChild(parent, child)).toBe(false));
  });

  it('wraps charts, markdown and columns dropped into the grid or a tab in a row', () => {
    expect(shouldWrapInRow('GRID', 'CHART')).toBe(true);
    expect(shouldWrapInRow('TAB', 'MARKDOWN')).toBe(true);
    expect(shouldWrapInRow('GRID', 'COLUMN')).toBe(true);
    expect(shouldWrapInRow('GRID', 'HEADER')).toBe(false);
    expect(shouldWrapInRow('ROW', 'CHART')).toBe(false);
  });
});

describe('dropComponent', () => {
  it('refuses a drop without a position (forbidden)', () => {
    expect(dropComponent(fixture(), { kind: 'new', type: 'CHART', meta: { chartId: 9 } }, 'HEADER-1', null)).toEqual({
      ok: false,
      message: null,
    });
  });

  it('puts a new chart dropped beside a grid header into a new row of the grid, at default size', () => {
    const layout = dropped(
      dropComponent(fixture(), { kind: 'new', type: 'CHART', meta: { chartId: 9 } }, 'HEADER-1', 'BOTTOM', counterIds()),
    );
    expect(at(layout, 'GRID_ID').children.slice(0, 3)).toEqual(['HEADER-1', 'ROW-new2', 'ROW-1']);
    expect(at(layout, 'ROW-new2').children).toEqual(['CHART-new1']);
    expect(at(layout, 'CHART-new1')).toMatchObject({
      type: 'CHART',
      meta: { chartId: 9, width: 4, height: 50 },
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-new2'],
    });
  });

  it('inserts before the target for top or left, after it for bottom or right', () => {
    const layout = fixture();
    const before = dropped(dropComponent(layout, { kind: 'existing', id: 'CHART-e' }, 'CHART-d', 'LEFT'));
    expect(at(before, 'ROW-4').children).toEqual(['CHART-e', 'CHART-d']);
    const after = dropped(dropComponent(layout, { kind: 'existing', id: 'CHART-d' }, 'CHART-e', 'RIGHT'));
    expect(at(after, 'ROW-4').children).toEqual(['CHART-e', 'CHART-d']);
  });

  it('drops into a container that accepts the type: a row takes a chart, a column a header', () => {
    const intoRow = dropped(dropComponent(fixture(), { kind: 'existing', id: 'CHART-b' }, 'ROW-3', 'RIGHT'));
    expect(at(intoRow, 'ROW-3').children).toEqual(['CHART-c', 'CHART-b']);
    const intoColumn = dropped(dropComponent(fixture(), { kind: 'new', type: 'HEADER' }, 'COLUMN-1', 'TOP', counterIds()));
    expect(at(intoColumn, 'COLUMN-1').children[0]).toBe('HEADER-new1');
    expect(at(intoColumn, 'HEADER-new1').meta).toMatchObject({ text: 'New header', headerSize: 'MEDIUM_HEADER' });
  });

  it('puts a row, header or divider dropped in the grid as they are, without a wrapper row', () => {
    const layout = dropped(dropComponent(fixture(), { kind: 'new', type: 'DIVIDER' }, 'ROW-1', 'BOTTOM', counterIds()));
    expect(at(layout, 'GRID_ID').children).toEqual(['HEADER-1', 'ROW-1', 'DIVIDER-new1', 'DIVIDER-1', 'TABS-1']);
  });

  it('refuses types a destination cannot hold', () => {
    // A tab belongs in a tab container only.
    expect(dropComponent(fixture(), { kind: 'existing', id: 'TAB-1' }, 'HEADER-1', 'TOP')).toEqual({ ok: false, message: null });
    // Beside a chart in a row: rows do not hold headers.
    expect(dropComponent(fixture(), { kind: 'new', type: 'HEADER' }, 'CHART-a', 'LEFT')).toEqual({ ok: false, message: null });
  });

  it('refuses to drop a component into itself', () => {
    expect(dropComponent(fixture(), { kind: 'existing', id: 'COLUMN-1' }, 'CHART-b', 'LEFT')).toEqual({ ok: false, message: null });
  });

  it('creates a tab inside new tabs', () => {
    const layout = dropped(dropComponent(fixture(), { kind: 'new', type: 'TABS' }, 'DIVIDER-1', 'BOTTOM', counterIds()));
    expect(at(layout, 'TABS-new1').children).toEqual(['TAB-new2']);
    expect(at(layout, 'TAB-new2')).toMatchObject({ type: 'TAB', parents: ['ROOT_ID', 'GRID_ID', 'TABS-new1'] });
    expect(at(layout, 'GRID_ID').children).toContain('TABS-new1');
  });

  it('adds a tab to a tab container', () => {
    const layout = dropped(dropComponent(fixture(), { kind: 'new', type: 'TAB' }, 'TAB-2', 'RIGHT', counterIds()));
    expect(at(layout, 'TABS-1').children).toEqual(['TAB-1', 'TAB-2', 'TAB-new1']);
  });

  it(`refuses a top-level tab container in a tab: '${TOP_LEVEL_TABS_MESSAGE}'`, () => {
    const withSecondTabs = dropped(dropComponent(fixture(), { kind: 'new', type: 'TABS' }, 'DIVIDER-1', 'TOP', counterIds()));
    expect(dropComponent(withSecondTabs, { kind: 'existing', id: 'TABS-new1' }, 'ROW-3', 'BOTTOM')).toEqual({
      ok: false,
      message: TOP_LEVEL_TABS_MESSAGE,
    });
    // New tabs may still be nested.
    expect(dropComponent(fixture(), { kind: 'new', type: 'TABS' }, 'ROW-3', 'BOTTOM').ok).toBe(true);
  });

  it(`refuses a component that does not fit: '${NOT_ENOUGH_SPACE_MESSAGE}'`, () => {
    // ROW-4 is full (6 + 6 of 12 columns).
    expect(dropComponent(fixture(), { kind: 'existing', id: 'CHART-a' }, 'CHART-d', 'RIGHT')).toEqual({
      ok: false,
      message: NOT_ENOUGH_SPACE_MESSAGE,
    });
    // A row of 4 columns in a column of 2 cannot shrink.
    const layout = updateComponentMeta(fixture(), 'COLUMN-1', { width: 2 });
    expect(dropComponent(layout, { kind: 'existing', id: 'ROW-3' }, 'MARKDOWN-1', 'BOTTOM')).toEqual({
      ok: false,
      message: NOT_ENOUGH_SPACE_MESSAGE,
    });
  });

  it('gives a dropped component the free room when its own width does not fit but its minimum does', () => {
    // ROW-3 holds a 6-wide chart: 8-wide markdown would not fit, so it gets the 6 left.
    const layout = dropped(
      dropComponent(fixture(), { kind: 'new', type: 'MARKDOWN', meta: { width: 8 } }, 'CHART-c', 'RIGHT', counterIds()),
    );
    expect(at(layout, 'MARKDOWN-new1').meta.width).toBe(6);
  });

  it('keeps the width of a component reordered within its own row', () => {
    const layout = dropped(dropComponent(fixture(), { kind: 'existing', id: 'CHART-e' }, 'CHART-d', 'LEFT'));
    expect(at(layout, 'CHART-e').meta.width).toBe(6);
  });

  it('moves a chart into a column, which stacks it at the column width it fits', () => {
    const layout = dropped(dropComponent(fixture(), { kind: 'existing', id: 'CHART-a' }, 'COLUMN-1', 'RIGHT'));
    expect(at(layout, 'COLUMN-1').children).toEqual(['MARKDOWN-1', 'ROW-2', 'CHART-a']);
    expect(at(layout, 'CHART-a').meta.width).toBe(4);
  });

  it('removes the row and tab container a move leaves empty', () => {
    const withoutRow = dropped(dropComponent(fixture(), { kind: 'existing', id: 'CHART-c' }, 'HEADER-1', 'BOTTOM', counterIds()));
    expect(withoutRow['ROW-3']).toBeUndefined();
    expect(at(withoutRow, 'TAB-1').children).toEqual([]);
    expect(at(withoutRow, 'ROW-new1')).toMatchObject({ children: ['CHART-c'], parents: ['ROOT_ID', 'GRID_ID'] });
    expect(at(withoutRow, 'CHART-c').meta.width).toBe(6);

    const twoContainers = dropped(
      dropComponent(deleteComponent(fixture(), 'TAB-1'), { kind: 'new', type: 'TABS' }, 'DIVIDER-1', 'TOP', counterIds()),
    );
    const withoutTabs = dropped(dropComponent(twoContainers, { kind: 'existing', id: 'TAB-2' }, 'TAB-new2', 'RIGHT'));
    expect(withoutTabs['TABS-1']).toBeUndefined();
    expect(at(withoutTabs, 'GRID_ID').children).not.toContain('TABS-1');
    expect(at(withoutTabs, 'TABS-new1').children).toEqual(['TAB-new2', 'TAB-2']);
    expect(at(withoutTabs, 'CHART-d').parents).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-new1', 'TAB-2', 'ROW-4']);
  });
});

describe('editing components', () => {
  it('deletes a component with its content and the row it leaves empty', () => {
    const layout = deleteComponent(fixture(), 'CHART-c');
    expect(layout['CHART-c']).toBeUndefined();
    expect(layout['ROW-3']).toBeUndefined();
    const column = deleteComponent(fixture(), 'COLUMN-1');
    expect(['COLUMN-1', 'MARKDOWN-1', 'ROW-2', 'CHART-b'].filter((id) => id in column)).toEqual([]);
    expect(at(column, 'ROW-1').children).toEqual(['CHART-a']);
  });

  it('resizes within the room the row leaves, never past twelve columns or below one', () => {
    // ROW-1: CHART-a (4) beside COLUMN-1 (8) leaves CHART-a no more than 4.
    expect(maxWidth(fixture(), 'CHART-a')).toBe(4);
    expect(at(resizeComponent(fixture(), 'CHART-a', { width: 9 }), 'CHART-a').meta.width).toBe(4);
    const alone = deleteComponent(fixture(), 'COLUMN-1');
    expect(at(resizeComponent(alone, 'CHART-a', { width: 20 }), 'CHART-a').meta.width).toBe(12);
    expect(at(resizeComponent(alone, 'CHART-a', { width: 0 }), 'CHART-a').meta.width).toBe(1);
    expect(at(resizeComponent(alone, 'CHART-a', { width: 6.4, height: 72 }), 'CHART-a').meta).toMatchObject({ width: 6, height: 72 });
  });

  it('keeps a column at least as wide as its widest child', () => {
    expect(at(resizeComponent(fixture(), 'COLUMN-1', { width: 2 }), 'COLUMN-1').meta.width).toBe(8);
  });

  it('changes meta and writes position_json that reads back the same', () => {
    const layout = updateComponentMeta(fixture(), 'MARKDOWN-1', { code: '# Hi' });
    expect(at(layout, 'MARKDOWN-1').meta.code).toBe('# Hi');
    expect(at(fixture(), 'MARKDOWN-1').meta.code).not.toBe('# Hi');
    expect(parseLayout(serializeLayout(layout), [])).toEqual(layout);
  });
});

describe('dropPositionInFreeSpace', () => {
  it('appends to a row (right) or a column (bottom); other components take drops only at their edges', () => {
    expect(dropPositionInFreeSpace('ROW')).toBe('RIGHT');
    expect(dropPositionInFreeSpace('COLUMN')).toBe('BOTTOM');
    expect(dropPositionInFreeSpace('CHART')).toBeNull();
    expect(dropPositionInFreeSpace(undefined)).toBeNull();
  });
});

import { ErrorCode } from '@tessera/contracts';
import { checkLayout, parsePositionJson } from './position-json.validator';

type Nodes = Record<string, Record<string, unknown>>;

/** ROOT → GRID → ROW-1 → CHART-1 (width 4), plus whatever `extra` adds or replaces. */
function layout(extra: Nodes = {}): Record<string, unknown> {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_WHITE' } },
    'CHART-1': {
      id: 'CHART-1',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { chartId: 7, width: 4, height: 50 },
    },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Sales' } },
    ...extra,
  };
}

function problem(value: unknown): string {
  try {
    checkLayout(value);
  } catch (error) {
    expect((error as { code: string }).code).toBe(ErrorCode.BAD_REQUEST);
    return (error as Error).message;
  }
  throw new Error('the layout was accepted');
}

describe('position_json validation', () => {
  it('accepts a well-formed layout and lists the charts it names', () => {
    const checked = checkLayout(
      layout({
        'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 9, width: 8 } },
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
      }),
    );
    expect(checked?.chartRefs).toEqual([
      { nodeId: 'CHART-1', chartId: 7 },
      { nodeId: 'CHART-2', chartId: 9 },
    ]);
    expect(checked?.nodes.get('HEADER_ID')?.type).toBe('HEADER');
  });

  it('treats empty text and an empty map as no layout', () => {
    expect(parsePositionJson(null)).toBeNull();
    expect(parsePositionJson('   ')).toBeNull();
    expect(parsePositionJson('{}')).toBeNull();
  });

  it('accepts tabs, columns, markdown, dividers and dynamic components where the rules allow them', () => {
    const checked = checkLayout({
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
      'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1'] },
      'TAB-1': { id: 'TAB-1', type: 'TAB', children: ['ROW-1', 'DIVIDER-1', 'HEADER-1'], meta: { text: 'One' } },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['COLUMN-1', 'DYNAMIC-1'] },
      'COLUMN-1': {
        id: 'COLUMN-1',
        type: 'COLUMN',
        children: ['MARKDOWN-1', 'ROW-2'],
        meta: { width: 6, background: 'BACKGROUND_TRANSPARENT' },
      },
      'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-1'] },
      'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, width: 6 } },
      'MARKDOWN-1': { id: 'MARKDOWN-1', type: 'MARKDOWN', children: [], meta: { code: '# hi', width: 6 } },
      'DYNAMIC-1': { id: 'DYNAMIC-1', type: 'DYNAMIC', children: [], meta: { width: 6 } },
      'DIVIDER-1': { id: 'DIVIDER-1', type: 'DIVIDER', children: [] },
      'HEADER-1': { id: 'HEADER-1', type: 'HEADER', children: [], meta: { text: 'Title', headerSize: 'LARGE_HEADER' } },
    });
    expect(checked?.chartRefs).toEqual([{ nodeId: 'CHART-1', chartId: 1 }]);
  });

  it.each<[string, unknown, string]>([
    ['not JSON', '{"ROOT_ID":', 'Not a valid JSON document'],
    ['a list', '[]', 'layout: must be an object'],
  ])('refuses text that is %s', (_, text, message) => {
    expect(() => parsePositionJson(text as string)).toThrow(message);
  });

  it('refuses text over 65,535 characters before parsing it', () => {
    expect(() => parsePositionJson(`{"a":"${'x'.repeat(65_530)}"}`)).toThrow('at most 65535 are allowed');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing version key', { ...layout(), DASHBOARD_VERSION_KEY: undefined }, 'DASHBOARD_VERSION_KEY: must be "v2"'],
    ['another version', layout({ DASHBOARD_VERSION_KEY: 'v1' as never }), 'DASHBOARD_VERSION_KEY: must be "v2" (got "v1")'],
    ['no root', (({ ROOT_ID: _r, ...rest }) => rest)(layout()), 'a ROOT node with id ROOT_ID is required'],
    ['a node that is not an object', layout({ 'CHART-1': 'chart' as never }), 'CHART-1: must be an object'],
    [
      'an id that differs from its key',
      layout({ 'CHART-1': { id: 'CHART-9', type: 'CHART', children: [], meta: { chartId: 1 } } }),
      'must equal its key (got "CHART-9")',
    ],
    [
      'an unknown type',
      layout({ 'CHART-1': { id: 'CHART-1', type: 'SPARKLINE', children: [] } }),
      'CHART-1.type: must be one of ROOT, GRID',
    ],
    ['a second root', layout({ 'ROOT-2': { id: 'ROOT-2', type: 'ROOT', children: [] } }), 'only ROOT_ID may be of type ROOT'],
    [
      'children that are not a list',
      layout({ GRID_ID: { id: 'GRID_ID', type: 'GRID', children: 'ROW-1' } }),
      'GRID_ID.children: must be a list',
    ],
    [
      'a child id that is not a string',
      layout({ GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [1] } }),
      'GRID_ID.children[0]: must be a string',
    ],
    [
      'a dangling child',
      layout({ GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'ROW-404'] } }),
      'GRID_ID.children[1]: refers to "ROW-404", which is not in the layout',
    ],
    [
      'a child listed twice',
      layout({ 'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-1'] } }),
      'ROW-1.children: lists "CHART-1" twice',
    ],
    [
      'a child with two parents',
      layout({ GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'CHART-1'] } }),
      'CHART-1: has two parents',
    ],
    [
      'a chart under the root',
      layout({
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID', 'CHART-1'] },
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: [] },
      }),
      'a ROOT cannot hold a CHART',
    ],
    [
      'a tab outside tabs',
      layout({ 'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['TAB-1'] }, 'TAB-1': { id: 'TAB-1', type: 'TAB', children: [] } }),
      'a ROW cannot hold a TAB',
    ],
    [
      'a row inside a row',
      layout({ 'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['ROW-2'] }, 'ROW-2': { id: 'ROW-2', type: 'ROW', children: [] } }),
      'a ROW cannot hold a ROW',
    ],
    [
      'a header in a row',
      layout({ 'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['H-1'] }, 'H-1': { id: 'H-1', type: 'HEADER', children: [] } }),
      'a ROW cannot hold a HEADER',
    ],
    [
      'a chart in tabs',
      layout({
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'TABS-1'] },
        'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['C-2'] },
        'C-2': { id: 'C-2', type: 'CHART', children: [], meta: { chartId: 2 } },
      }),
      'a TABS cannot hold a CHART',
    ],
    [
      'a dynamic component in the grid',
      layout({ GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'D-1'] }, 'D-1': { id: 'D-1', type: 'DYNAMIC', children: [] } }),
      'a GRID cannot hold a DYNAMIC',
    ],
    [
      'a grid inside a tab',
      layout({
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: [] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-1'] },
        'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1'] },
        'TAB-1': { id: 'TAB-1', type: 'TAB', children: ['GRID-2'] },
        'GRID-2': { id: 'GRID-2', type: 'GRID', children: [] },
      }),
      'a TAB cannot hold a GRID',
    ],
    [
      'children under a chart',
      layout({
        'CHART-1': { id: 'CHART-1', type: 'CHART', children: ['M-1'], meta: { chartId: 7 } },
        'M-1': { id: 'M-1', type: 'MARKDOWN', children: [] },
      }),
      'a CHART cannot hold a MARKDOWN',
    ],
    [
      'a chart without a chart id',
      layout({ 'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { width: 4 } } }),
      'CHART-1.meta.chartId: must be an integer',
    ],
    ['a chart without meta', layout({ 'CHART-1': { id: 'CHART-1', type: 'CHART', children: [] } }), 'CHART-1.meta.chartId: is required'],
    [
      'a chart id of zero',
      layout({ 'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 0 } } }),
      'must be a positive integer',
    ],
    [
      'a width of 0',
      layout({ 'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 7, width: 0 } } }),
      'CHART-1.meta.width: must be between 1 and 12 (got 0)',
    ],
    [
      'a width of 13',
      layout({ 'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 7, width: 13 } } }),
      'must be between 1 and 12 (got 13)',
    ],
    [
      'a fractional width',
      layout({ 'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 7, width: 2.5 } } }),
      'CHART-1.meta.width: must be an integer',
    ],
    [
      'a negative height',
      layout({ 'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 7, height: -5 } } }),
      'CHART-1.meta.height: must be a positive number',
    ],
    [
      'a row wider than 12',
      layout({
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
        'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 7, width: 8 } },
        'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 8, width: 5 } },
      }),
      'ROW-1: the widths of its children add up to 13',
    ],
    [
      'an unknown row background',
      layout({ 'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], meta: { background: 'PINK' } } }),
      'ROW-1.meta.background: must be one of BACKGROUND_TRANSPARENT, BACKGROUND_WHITE',
    ],
    [
      'an unknown header size',
      layout({ HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { headerSize: 'HUGE' } } }),
      'HEADER_ID.meta.headerSize',
    ],
    [
      'header text that is not a string',
      layout({ HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 5 } } }),
      'HEADER_ID.meta.text: must be a string',
    ],
    [
      'meta that is not an object',
      layout({ 'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], meta: [] } }),
      'ROW-1.meta: must be an object',
    ],
    [
      'parents that are not a list',
      layout({ 'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], parents: 'GRID_ID' } }),
      'ROW-1.parents: must be a list',
    ],
    [
      'parents that disagree with the tree',
      layout({ 'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID'], meta: { chartId: 7 } } }),
      'ends with "GRID_ID" but the node sits under "ROW-1"',
    ],
    [
      'a cycle',
      layout({ 'ROW-X': { id: 'ROW-X', type: 'ROW', children: ['COL-X'] }, 'COL-X': { id: 'COL-X', type: 'COLUMN', children: ['ROW-X'] } }),
      'is its own ancestor (ROW-X → COL-X → ROW-X)',
    ],
  ])('refuses %s', (_, value, message) => {
    expect(problem(value)).toContain(message);
  });

  it('names the field it checked in the error', () => {
    const error = (() => {
      try {
        checkLayout({ ...layout(), DASHBOARD_VERSION_KEY: 'v3' }, 'json_metadata.positions');
      } catch (e) {
        return e as { fields: Record<string, string[]> };
      }
      return null;
    })();
    expect(error?.fields).toEqual({ 'json_metadata.positions': ['DASHBOARD_VERSION_KEY: must be "v2" (got "v3")'] });
  });
});

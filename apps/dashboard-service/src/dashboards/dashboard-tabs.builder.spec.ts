import { buildTabs } from './dashboard-tabs.builder';

describe('dashboard tabs', () => {
  it('lists tabs flat and as a tree with nested tabs under their tab', () => {
    const layout = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
      'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
      'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['TABS-2'], parents: ['ROOT_ID', 'TABS-1'], meta: { text: 'Sales' } },
      'TABS-2': { id: 'TABS-2', type: 'TABS', children: ['TAB-c'] },
      'TAB-c': { id: 'TAB-c', type: 'TAB', children: [], meta: { text: '', defaultText: 'Tab title' } },
      'TAB-b': { id: 'TAB-b', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-1'], meta: { text: 'Costs' } },
    };
    expect(buildTabs(layout)).toEqual({
      all_tabs: { 'TAB-a': 'Sales', 'TAB-c': 'Tab title', 'TAB-b': 'Costs' },
      tab_tree: [
        {
          value: 'TAB-a',
          title: 'Sales',
          parents: ['ROOT_ID', 'TABS-1'],
          children: [{ value: 'TAB-c', title: 'Tab title', parents: ['ROOT_ID', 'TABS-1', 'TAB-a', 'TABS-2'], children: [] }],
        },
        { value: 'TAB-b', title: 'Costs', parents: ['ROOT_ID', 'TABS-1'], children: [] },
      ],
    });
  });

  it('is empty without a layout or without tabs', () => {
    expect(buildTabs(null)).toEqual({ all_tabs: {}, tab_tree: [] });
    expect(
      buildTabs({
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [] },
      }),
    ).toEqual({ all_tabs: {}, tab_tree: [] });
  });
});

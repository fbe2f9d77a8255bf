import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../../../testing/render-with-app';
import { dashboardLoaded } from '../../dashboard.slice';
import { parseLayout } from '../../layout/layout';
import { fixtureDashboard } from '../../testing/dashboard.fixtures';
import { DashboardUiConfigProvider, DEFAULT_DASHBOARD_UI_CONFIG } from '../../ui-config/dashboard-ui-config';
import { LayoutTabs } from './LayoutTabs';

/** Top-level tabs in the grid, and a second tab container nested in its first tab. */
const NESTED = JSON.stringify({
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-top'], parents: ['ROOT_ID'] },
  'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a'], parents: ['ROOT_ID', 'GRID_ID'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['TABS-inner'], parents: ['ROOT_ID', 'GRID_ID', 'TABS-top'], meta: { text: 'A' } },
  'TABS-inner': { id: 'TABS-inner', type: 'TABS', children: ['TAB-b'], parents: ['ROOT_ID', 'GRID_ID', 'TABS-top', 'TAB-a'] },
  'TAB-b': {
    id: 'TAB-b',
    type: 'TAB',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'TABS-top', 'TAB-a', 'TABS-inner'],
    meta: { text: 'B' },
  },
});

function renderTabs(id: string, hideTab: boolean, editing = false) {
  const view = renderWithApp(
    <DashboardUiConfigProvider value={{ ...DEFAULT_DASHBOARD_UI_CONFIG, hideTab }}>
      <LayoutTabs
        id={id}
        tabs={[{ id: 'TAB-x', title: 'Overview' }]}
        activeTabId="TAB-x"
        onSelect={() => undefined}
        editing={editing ? { onRename: () => undefined, onAdd: () => undefined } : undefined}
      >
        <p>tab content</p>
      </LayoutTabs>
    </DashboardUiConfigProvider>,
  );
  act(() => {
    view.store.dispatch(dashboardLoaded({ dashboard: fixtureDashboard(), layout: parseLayout(NESTED, []), charts: [], filters: [] }));
  });
  return view;
}

describe('LayoutTabs with hide tab', () => {
  it('shows the tab bar when hide tab is off', () => {
    renderTabs('TABS-top', false);
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
  });

  it("drops the top-level tab bar and keeps the selected tab's content", () => {
    renderTabs('TABS-top', true);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('tab content');
  });

  it('keeps the bar of tabs nested in a tab', () => {
    renderTabs('TABS-inner', true);
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
  });

  it('keeps the bar in edit mode, where tabs are renamed and added', () => {
    renderTabs('TABS-top', true, true);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });
});

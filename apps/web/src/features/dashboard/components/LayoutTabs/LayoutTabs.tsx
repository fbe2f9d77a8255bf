import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Menu, Segment } from 'semantic-ui-react';
import { EditableTitle } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { StateWithDashboard } from '../../dashboard.selectors';
import { isTopLevelTabs } from '../../layout/drop-rules';
import { useDashboardUiConfig } from '../../ui-config/dashboard-ui-config';

export interface LayoutTabsProps {
  id: string;
  tabs: readonly { id: string; title: string }[];
  activeTabId: string | undefined;
  onSelect: (tabId: string) => void;
  /** In edit mode: tab titles are editable and a tab can be added. */
  editing?: { onRename: (tabId: string, title: string) => void; onAdd: () => void };
  /** The content of the selected tab only, so charts in other tabs neither render nor query. */
  children: ReactNode;
}

/**
 * A TABS component: a tab strip and the selected tab's content. Hide tab (uiConfig bit 2) drops
 * the strip of the top-level tabs outside edit mode, leaving the selected tab's content.
 */
export function LayoutTabs({ id, tabs, activeTabId, onSelect, editing, children }: LayoutTabsProps) {
  const { hideTab } = useDashboardUiConfig();
  const topLevel = useSelector((state: StateWithDashboard) => isTopLevelTabs(state.dashboard.layout, id));
  if (hideTab && topLevel && !editing) {
    return (
      <div data-layout-id={id} data-layout-type="TABS" className="dashboard-tabs" style={{ marginBottom: 16 }}>
        <div role="tabpanel">{children}</div>
      </div>
    );
  }
  return (
    <div data-layout-id={id} data-layout-type="TABS" className="dashboard-tabs" style={{ marginBottom: 16 }}>
      <Menu tabular attached="top" role="tablist">
        {tabs.map((tab) =>
          editing && tab.id === activeTabId ? (
            <Menu.Item key={tab.id} role="tab" aria-selected active>
              <EditableTitle
                title={tab.title}
                placeholder={t('Tab title')}
                canEdit
                label={t('Tab title')}
                onSave={(title) => editing.onRename(tab.id, title)}
                t={t}
              />
            </Menu.Item>
          ) : (
            <Menu.Item
              key={tab.id}
              role="tab"
              aria-selected={tab.id === activeTabId}
              active={tab.id === activeTabId}
              content={tab.title || t('Tab title')}
              onClick={() => onSelect(tab.id)}
            />
          ),
        )}
        {editing && <Menu.Item as="button" type="button" icon="plus" aria-label={t('Add tab')} onClick={editing.onAdd} />}
      </Menu>
      <Segment attached="bottom" role="tabpanel">
        {children}
      </Segment>
    </div>
  );
}

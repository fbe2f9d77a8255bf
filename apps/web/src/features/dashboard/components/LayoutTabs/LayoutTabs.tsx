import type { ReactNode } from 'react';
import { Menu, Segment } from 'semantic-ui-react';
import { t } from '../../../../i18n';

export interface LayoutTabsProps {
  id: string;
  tabs: readonly { id: string; title: string }[];
  activeTabId: string | undefined;
  onSelect: (tabId: string) => void;
  /** The content of the selected tab only, so charts in other tabs neither render nor query. */
  children: ReactNode;
}

/** A TABS component: a tab strip and the selected tab's content. */
export function LayoutTabs({ id, tabs, activeTabId, onSelect, children }: LayoutTabsProps) {
  return (
    <div data-layout-id={id} data-layout-type="TABS" className="dashboard-tabs" style={{ marginBottom: 16 }}>
      <Menu tabular attached="top" role="tablist">
        {tabs.map((tab) => (
          <Menu.Item
            key={tab.id}
            role="tab"
            aria-selected={tab.id === activeTabId}
            active={tab.id === activeTabId}
            name={tab.title || t('Tab title')}
            onClick={() => onSelect(tab.id)}
          />
        ))}
      </Menu>
      <Segment attached="bottom" role="tabpanel">
        {children}
      </Segment>
    </div>
  );
}

import { Menu } from 'semantic-ui-react';
import type { HomeTab } from '../../home-list.types';

export interface HomeTabsProps {
  tabs: readonly HomeTab[];
  active: string;
  onChange: (id: string) => void;
  label: string;
}

/** The tab strip of a home section (Favorite, Mine, Other …). */
export function HomeTabs({ tabs, active, onChange, label }: HomeTabsProps) {
  return (
    <Menu secondary pointing size="small" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <Menu.Item
          key={tab.id}
          as="button"
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          active={tab.id === active}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </Menu.Item>
      ))}
    </Menu>
  );
}

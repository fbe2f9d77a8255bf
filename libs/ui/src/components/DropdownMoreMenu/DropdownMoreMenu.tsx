import { Icon } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import type { MenuItem } from '../MenuButton/MenuButton';
import { MenuButton } from '../MenuButton/MenuButton';

/** The overflow menu never grows past this height; longer menus scroll. */
export const MORE_MENU_MAX_HEIGHT = 500;

export interface DropdownMoreMenuProps {
  items: readonly MenuItem[];
  /** Accessible name of the trigger; defaults to 'More'. */
  label?: string;
  direction?: 'left' | 'right';
  t?: TranslateFn;
}

/** The overflow 'More' menu (vertical ellipsis trigger, at most 500 px tall). */
export function DropdownMoreMenu({ items, label, direction = 'left', t: tProp }: DropdownMoreMenuProps) {
  const t = useTranslate(tProp);
  return (
    <MenuButton
      label={label ?? t('More')}
      trigger={<Icon name="ellipsis vertical" fitted aria-hidden="true" />}
      items={items}
      direction={direction}
      menuStyle={{ maxHeight: MORE_MENU_MAX_HEIGHT, overflowY: 'auto' }}
    />
  );
}

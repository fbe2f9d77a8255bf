import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { Icon } from 'semantic-ui-react';
import type { CustomHeaderProps } from 'ag-grid-react';
import type { TranslateFn } from '../../i18n-context';
import { MenuButton } from '../MenuButton/MenuButton';
import type { GridMenuActions } from './data-grid.menus';
import { columnMenuItems, mainMenuItems } from './data-grid.menus';

/** What the grid passes to its headers through `headerComponentParams`. */
export interface DataGridHeaderParams {
  actions: GridMenuActions;
  t: TranslateFn;
  /** The row-number header carries the grid-wide menu. */
  main?: boolean;
}

type Props = CustomHeaderProps & DataGridHeaderParams;

/** A column header: click the name to sort (shift adds a sort), and a menu button per column. */
export function DataGridHeader({ column, displayName, enableSorting, progressSort, api, actions, t, main }: Props) {
  const [sort, setSort] = useState(column.getSort());
  useEffect(() => {
    const onSortChanged = () => setSort(column.getSort());
    column.addEventListener('sortChanged', onSortChanged);
    return () => column.removeEventListener('sortChanged', onSortChanged);
  }, [column]);

  if (main) {
    return (
      <MenuButton
        label={t('Grid menu')}
        trigger={<Icon name="bars" fitted aria-hidden="true" />}
        items={() => mainMenuItems(api, actions, t)}
      />
    );
  }

  const onSort = (event: MouseEvent) => {
    if (enableSorting) progressSort(event.shiftKey);
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', width: '100%', gap: '0.3em' }}>
      <span
        role={enableSorting ? 'button' : undefined}
        tabIndex={enableSorting ? 0 : undefined}
        aria-label={enableSorting ? t('Sort by %s', displayName) : undefined}
        onClick={onSort}
        onKeyDown={(event) => {
          if (enableSorting && event.key === 'Enter') progressSort(event.shiftKey);
        }}
        style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', cursor: enableSorting ? 'pointer' : undefined }}
      >
        {displayName}
        {sort === 'asc' && <Icon name="caret up" aria-label={t('sorted ascending')} />}
        {sort === 'desc' && <Icon name="caret down" aria-label={t('sorted descending')} />}
      </span>
      <MenuButton
        label={t('Column menu for %s', displayName)}
        trigger={<Icon name="ellipsis vertical" fitted aria-hidden="true" />}
        items={() => columnMenuItems(api, column.getColId(), actions, t)}
      />
    </div>
  );
}

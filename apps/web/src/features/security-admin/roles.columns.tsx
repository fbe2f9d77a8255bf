import type { SecurityRoleView } from '@tessera/contracts/web';
import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { t } from '../../i18n';
import { RowActions, type RowAction } from '../resource-list';

export interface RoleRowHandlers {
  onRename: (role: SecurityRoleView) => void;
  onEditPermissions: (role: SecurityRoleView) => void;
  onDelete?: (role: SecurityRoleView) => void;
}

function roleActions(role: SecurityRoleView, { onRename, onEditPermissions, onDelete }: RoleRowHandlers): RowAction[] {
  const actions: RowAction[] = [
    { label: t('Edit permissions'), icon: 'lock', onClick: () => onEditPermissions(role) },
    { label: t('Rename'), icon: 'edit outline', onClick: () => onRename(role) },
  ];
  if (onDelete) actions.push({ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(role) });
  return actions;
}

/** Roles by name (the API orders them so); the actions open the permissions editor, rename or delete. */
export function roleColumns(handlers: RoleRowHandlers): ListViewColumn<SecurityRoleView>[] {
  return [
    { id: 'name', header: t('Name'), accessor: 'name' },
    { id: 'actions', header: t('Actions'), size: 'md', cell: (role) => <RowActions actions={roleActions(role, handlers)} /> },
  ];
}

export function roleFilters(): ListViewFilterConfig[] {
  return [{ type: 'search', id: 'name', label: t('Search'), operator: 'ct', placeholder: t('Type a value') }];
}

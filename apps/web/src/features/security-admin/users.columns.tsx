import type { SecurityUserView } from '@tessera/contracts/web';
import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { t } from '../../i18n';
import { RowActions, type RowAction } from '../resource-list';
import { roleOptions } from './users.api';

export interface UserRowHandlers {
  onEdit: (user: SecurityUserView) => void;
  onToggleActive: (user: SecurityUserView) => void;
  onDelete?: (user: SecurityUserView) => void;
}

function userActions(user: SecurityUserView, { onEdit, onToggleActive, onDelete }: UserRowHandlers): RowAction[] {
  const actions: RowAction[] = [
    { label: t('Edit'), icon: 'edit outline', onClick: () => onEdit(user) },
    user.active
      ? { label: t('Deactivate'), icon: 'user times', onClick: () => onToggleActive(user) }
      : { label: t('Activate'), icon: 'user plus', onClick: () => onToggleActive(user) },
  ];
  if (onDelete) actions.push({ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(user) });
  return actions;
}

/** Flask-AppBuilder's List Users columns; ids are the sort keys the server accepts. */
export function userColumns(handlers: UserRowHandlers): ListViewColumn<SecurityUserView>[] {
  return [
    { id: 'first_name', header: t('First name'), sortable: true, accessor: 'first_name' },
    { id: 'last_name', header: t('Last name'), sortable: true, accessor: 'last_name' },
    { id: 'username', header: t('User name'), sortable: true, accessor: 'username' },
    { id: 'email', header: t('Email'), sortable: true, accessor: 'email' },
    { id: 'active', header: t('Is active?'), sortable: true, accessor: (user) => (user.active ? t('Yes') : t('No')) },
    { id: 'roles', header: t('Roles'), accessor: (user) => user.roles.map((role) => role.name).join(', ') },
    { id: 'actions', header: t('Actions'), size: 'md', cell: (user) => <RowActions actions={userActions(user, handlers)} /> },
  ];
}

export function userFilters(): ListViewFilterConfig[] {
  return [
    { type: 'search', id: 'username', label: t('User name'), operator: 'ct', placeholder: t('Type a value') },
    { type: 'search', id: 'email', label: t('Email'), operator: 'ct', placeholder: t('Type a value') },
    { type: 'select', id: 'roles', label: t('Role'), operator: 'rel_m_m', fetchSelects: roleOptions, placeholder: t('Select') },
    { type: 'boolean', id: 'active', label: t('Is active?'), operator: 'eq' },
  ];
}

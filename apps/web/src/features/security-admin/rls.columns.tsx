import type { RlsRuleView } from '@tessera/contracts/web';
import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { t } from '../../i18n';
import { RowActions, type RowAction } from '../resource-list';

export interface RlsRowHandlers {
  onEdit: (rule: RlsRuleView) => void;
  onDelete?: (rule: RlsRuleView) => void;
}

function ruleActions(rule: RlsRuleView, { onEdit, onDelete }: RlsRowHandlers): RowAction[] {
  const actions: RowAction[] = [{ label: t('Edit'), icon: 'edit outline', onClick: () => onEdit(rule) }];
  if (onDelete) actions.push({ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(rule) });
  return actions;
}

/** Superset's RLS list columns. */
export function rlsColumns(handlers: RlsRowHandlers): ListViewColumn<RlsRuleView>[] {
  return [
    { id: 'name', header: t('Name'), accessor: 'name' },
    { id: 'filter_type', header: t('Filter Type'), accessor: (rule) => t(rule.filter_type) },
    { id: 'group_key', header: t('Group Key'), accessor: (rule) => rule.group_key ?? '' },
    { id: 'clause', header: t('Clause'), cell: (rule) => <code>{rule.clause}</code> },
    { id: 'roles', header: t('Roles'), accessor: (rule) => rule.roles.map((role) => role.name).join(', ') },
    { id: 'actions', header: t('Actions'), size: 'md', cell: (rule) => <RowActions actions={ruleActions(rule, handlers)} /> },
  ];
}

export function rlsFilters(): ListViewFilterConfig[] {
  return [{ type: 'search', id: 'name', label: t('Search'), operator: 'ct', placeholder: t('Type a value') }];
}

import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Icon } from 'semantic-ui-react';
import { t } from '../../i18n';
import { RowActions, userName } from '../resource-list';
import type { DatabaseListRow } from './database-list.api';

export interface DatabaseColumnsOptions {
  onEdit?: (database: DatabaseListRow) => void;
  onDelete?: (database: DatabaseListRow) => void;
}

function YesNo({ value }: { value: boolean }) {
  return value ? <Icon name="check" color="green" aria-label={t('Yes')} /> : <span aria-label={t('No')}>–</span>;
}

/** Superset's database list columns; ids are the sort keys the server accepts. */
export function databaseColumns({ onEdit, onDelete }: DatabaseColumnsOptions): ListViewColumn<DatabaseListRow>[] {
  return [
    { id: 'database_name', header: t('Name'), sortable: true, accessor: 'database_name' },
    { id: 'backend', header: t('Backend'), accessor: 'backend' },
    { id: 'allow_run_async', header: t('AQE'), sortable: true, cell: (row) => <YesNo value={row.allow_run_async} /> },
    { id: 'allow_dml', header: t('DML'), sortable: true, cell: (row) => <YesNo value={row.allow_dml} /> },
    { id: 'allow_file_upload', header: t('File upload'), sortable: true, cell: (row) => <YesNo value={row.allow_file_upload} /> },
    { id: 'expose_in_sqllab', header: t('Expose in SQL Lab'), sortable: true, cell: (row) => <YesNo value={row.expose_in_sqllab} /> },
    { id: 'created_by', header: t('Created by'), accessor: (row) => userName(row.created_by) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (row) => (
        <RowActions
          actions={[
            ...(onEdit ? [{ label: t('Edit'), icon: 'pencil' as const, onClick: () => onEdit(row) }] : []),
            ...(onDelete ? [{ label: t('Delete'), icon: 'trash alternate outline' as const, onClick: () => onDelete(row) }] : []),
          ]}
        />
      ),
    },
  ];
}

export function databaseFilters(): ListViewFilterConfig[] {
  const yesNo = [
    { label: t('Yes'), value: 'true' },
    { label: t('No'), value: 'false' },
  ];
  return [
    { type: 'search', id: 'database_name', label: t('Search'), operator: 'ct', placeholder: t('Type a value') },
    { type: 'select', id: 'expose_in_sqllab', label: t('Expose in SQL Lab'), operator: 'eq', options: yesNo, placeholder: t('Select') },
    { type: 'select', id: 'allow_run_async', label: t('AQE'), operator: 'eq', options: yesNo, placeholder: t('Select') },
  ];
}

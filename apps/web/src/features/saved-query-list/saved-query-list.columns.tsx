import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { Label } from 'semantic-ui-react';
import { t } from '../../i18n';
import { distinctLoader, relatedLoader, RowActions } from '../resource-list';
import { isScheduled, savedQueryUrl, type SavedQueryListRow } from './saved-query-list.api';

/** Superset's saved query list columns; ids are the sort keys the server accepts. */
export function savedQueryColumns(onDelete?: (query: SavedQueryListRow) => void): ListViewColumn<SavedQueryListRow>[] {
  return [
    {
      id: 'label',
      header: t('Name'),
      sortable: true,
      cell: (row) => (
        <>
          <Link to={savedQueryUrl(row)}>{row.label}</Link>
          {isScheduled(row) && (
            <Label
              size="mini"
              basic
              color="blue"
              icon="calendar alternate outline"
              content={t('Scheduled')}
              style={{ marginInlineStart: '0.5em' }}
            />
          )}
        </>
      ),
    },
    { id: 'database.database_name', header: t('Database'), sortable: true, accessor: (row) => row.database?.database_name ?? '' },
    { id: 'schema', header: t('Schema'), sortable: true, accessor: 'schema' },
    { id: 'sql_tables', header: t('Tables'), accessor: (row) => (row.sql_tables ?? []).map((table) => table.table).join(', ') },
    { id: 'changed_on_delta_humanized', header: t('Modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (row) =>
        onDelete ? <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(row) }]} /> : null,
    },
    { id: 'database', header: t('Database'), hidden: true },
  ];
}

export function savedQueryFilters(): ListViewFilterConfig[] {
  return [
    { type: 'search', id: 'label', label: t('Search'), operator: 'all_text', placeholder: t('Type a value') },
    {
      type: 'select',
      id: 'database',
      label: t('Database'),
      operator: 'rel_o_m',
      fetchSelects: relatedLoader('saved_query', 'database'),
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'schema',
      label: t('Schema'),
      operator: 'eq',
      fetchSelects: distinctLoader('saved_query', 'schema'),
      placeholder: t('Select'),
    },
  ];
}

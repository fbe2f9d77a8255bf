import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { distinctLoader, relatedLoader, RowActions, userNames, type RowAction } from '../resource-list';
import { datasetExploreUrl, type DatasetListRow } from './dataset-list.api';

/** Superset's dataset list columns; ids are the sort keys the server accepts. */
/** What a row's Actions cell offers; each only when the user may do it. */
export interface DatasetRowActions {
  onEdit?: (dataset: DatasetListRow) => void;
  onViewSamples?: (dataset: DatasetListRow) => void;
  onDelete?: (dataset: DatasetListRow) => void;
}

function rowActions(row: DatasetListRow, { onEdit, onViewSamples, onDelete }: DatasetRowActions): RowAction[] {
  const actions: RowAction[] = [];
  if (onEdit) actions.push({ label: t('Edit'), icon: 'pencil', onClick: () => onEdit(row) });
  if (onViewSamples) actions.push({ label: t('View samples'), icon: 'table', onClick: () => onViewSamples(row) });
  if (onDelete) actions.push({ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(row) });
  return actions;
}

export function datasetColumns(actions: DatasetRowActions = {}): ListViewColumn<DatasetListRow>[] {
  return [
    { id: 'table_name', header: t('Name'), sortable: true, cell: (row) => <Link to={datasetExploreUrl(row)}>{row.table_name}</Link> },
    { id: 'sql', header: t('Type'), accessor: (row) => (row.kind === 'virtual' ? t('Virtual') : t('Physical')) },
    { id: 'database.database_name', header: t('Database'), sortable: true, accessor: (row) => row.database?.database_name },
    { id: 'schema', header: t('Schema'), sortable: true, accessor: 'schema' },
    { id: 'owners', header: t('Owners'), accessor: (row) => userNames(row.owners) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (row) => {
        const offered = rowActions(row, actions);
        return offered.length ? <RowActions actions={offered} /> : null;
      },
    },
    // Filter-only columns.
    { id: 'database', header: t('Database'), hidden: true },
  ];
}

export function datasetFilters(): ListViewFilterConfig[] {
  return [
    { type: 'search', id: 'table_name', label: t('Search'), operator: 'ct', placeholder: t('Type a value') },
    {
      type: 'select',
      id: 'sql',
      label: t('Type'),
      operator: 'dataset_is_null_or_empty',
      options: [
        { label: t('Physical'), value: 'true' },
        { label: t('Virtual'), value: 'false' },
      ],
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'database',
      label: t('Database'),
      operator: 'rel_o_m',
      fetchSelects: relatedLoader('dataset', 'database'),
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'schema',
      label: t('Schema'),
      operator: 'eq',
      fetchSelects: distinctLoader('dataset', 'schema'),
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'owners',
      label: t('Owner'),
      operator: 'rel_m_m',
      fetchSelects: relatedLoader('dataset', 'owners'),
      placeholder: t('Select'),
    },
  ];
}

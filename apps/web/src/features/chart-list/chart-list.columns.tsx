import { FaveStar, TagList, type ListViewColumn, type ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { customTags, distinctLoader, relatedLoader, RowActions, userNames } from '../resource-list';
import { chartExploreUrl, type ChartListRow } from './chart-list.api';

export interface ChartColumnsOptions {
  favorites: Record<number, boolean>;
  onToggleFavorite: (id: number, starred: boolean) => void;
  /** Offered only to callers who may write charts. */
  onDelete?: (chart: ChartListRow) => void;
}

/** Superset's chart list columns; ids are the sort keys the server accepts. */
export function chartColumns({ favorites, onToggleFavorite, onDelete }: ChartColumnsOptions): ListViewColumn<ChartListRow>[] {
  return [
    {
      id: 'id',
      header: '',
      size: 'xs',
      cell: (chart) => <FaveStar itemId={chart.id} isStarred={favorites[chart.id] ?? false} onToggle={onToggleFavorite} t={t} />,
    },
    { id: 'slice_name', header: t('Name'), sortable: true, cell: (chart) => <Link to={chartExploreUrl(chart)}>{chart.slice_name}</Link> },
    { id: 'viz_type', header: t('Type'), sortable: true, accessor: 'viz_type' },
    { id: 'datasource_name', header: t('Dataset'), sortable: true, accessor: 'datasource_name_text' },
    { id: 'tags', header: t('Tags'), cell: (chart) => <TagList tags={customTags(chart.tags)} maxTags={3} t={t} /> },
    { id: 'owners', header: t('Owners'), accessor: (chart) => userNames(chart.owners) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (chart) => (onDelete ? <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(chart) }]} /> : null),
    },
  ];
}

export function chartFilters(): ListViewFilterConfig[] {
  return [
    { type: 'search', id: 'slice_name', label: t('Search'), operator: 'chart_all_text', placeholder: t('Type a value') },
    { type: 'select', id: 'viz_type', label: t('Type'), operator: 'eq', fetchSelects: distinctLoader('chart', 'viz_type'), placeholder: t('Select') },
    { type: 'select', id: 'owners', label: t('Owner'), operator: 'rel_m_m', fetchSelects: relatedLoader('chart', 'owners'), placeholder: t('Select') },
    {
      type: 'boolean',
      id: 'id',
      key: 'favorite',
      label: t('Favorite'),
      operator: 'chart_is_favorite',
    },
  ];
}

export function chartCardSortOptions() {
  return [
    { id: 'slice_name', desc: false, label: t('Alphabetical'), value: 'alphabetical' },
    { id: 'changed_on_delta_humanized', desc: true, label: t('Recently modified'), value: 'recently_modified' },
    { id: 'changed_on_delta_humanized', desc: false, label: t('Least recently modified'), value: 'least_recently_modified' },
  ];
}

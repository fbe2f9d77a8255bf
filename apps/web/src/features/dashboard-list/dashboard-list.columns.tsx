import { FaveStar, TagList, type ListViewColumn, type ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { customTags, relatedLoader, RowActions, userNames } from '../resource-list';
import { PublishedLabel } from './components/PublishedLabel/PublishedLabel';
import { dashboardUrl, type DashboardListRow } from './dashboard-list.api';

export interface DashboardColumnsOptions {
  favorites: Record<number, boolean>;
  onToggleFavorite: (id: number, starred: boolean) => void;
  onDelete?: (dashboard: DashboardListRow) => void;
}

/** Superset's dashboard list columns; ids are the sort keys the server accepts. */
export function dashboardColumns({ favorites, onToggleFavorite, onDelete }: DashboardColumnsOptions): ListViewColumn<DashboardListRow>[] {
  return [
    {
      id: 'id',
      header: '',
      size: 'xs',
      cell: (dashboard) => <FaveStar itemId={dashboard.id} isStarred={favorites[dashboard.id] ?? false} onToggle={onToggleFavorite} t={t} />,
    },
    {
      id: 'dashboard_title',
      header: t('Name'),
      sortable: true,
      cell: (dashboard) => <Link to={dashboardUrl(dashboard)}>{dashboard.dashboard_title}</Link>,
    },
    { id: 'published', header: t('Status'), sortable: true, cell: (dashboard) => <PublishedLabel published={dashboard.published} /> },
    { id: 'tags', header: t('Tags'), cell: (dashboard) => <TagList tags={customTags(dashboard.tags)} maxTags={3} t={t} /> },
    { id: 'owners', header: t('Owners'), accessor: (dashboard) => userNames(dashboard.owners) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (dashboard) =>
        onDelete ? <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(dashboard) }]} /> : null,
    },
  ];
}

export function dashboardFilters(): ListViewFilterConfig[] {
  return [
    { type: 'search', id: 'dashboard_title', label: t('Search'), operator: 'title_or_slug', placeholder: t('Type a value') },
    {
      type: 'select',
      id: 'published',
      label: t('Status'),
      operator: 'eq',
      options: [
        { label: t('Published'), value: 'true' },
        { label: t('Draft'), value: 'false' },
      ],
      placeholder: t('Select'),
    },
    { type: 'select', id: 'owners', label: t('Owner'), operator: 'rel_m_m', fetchSelects: relatedLoader('dashboard', 'owners'), placeholder: t('Select') },
    { type: 'boolean', id: 'id', key: 'favorite', label: t('Favorite'), operator: 'dashboard_is_favorite' },
  ];
}

export function dashboardCardSortOptions() {
  return [
    { id: 'dashboard_title', desc: false, label: t('Alphabetical'), value: 'alphabetical' },
    { id: 'changed_on_delta_humanized', desc: true, label: t('Recently modified'), value: 'recently_modified' },
    { id: 'changed_on_delta_humanized', desc: false, label: t('Least recently modified'), value: 'least_recently_modified' },
  ];
}

import { CertifiedBadge, FaveStar, TagList, type ListViewColumn, type ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { customTagOptions, customTags, relatedLoader, RowActions, userNames } from '../../resource-list';
import { PublishedLabel } from './PublishedLabel/PublishedLabel';
import { dashboardUrl, type DashboardListRow } from '../dashboard-list.api';

export interface DashboardColumnsOptions {
  favorites: Record<number, boolean>;
  onToggleFavorite: (id: number, starred: boolean) => void;
  onDelete?: (dashboard: DashboardListRow) => void;
  /** The badge's click handler for a dashboard: flips Published/Draft; undefined where the caller may not change it. */
  publishToggle?: (dashboard: DashboardListRow) => (() => void) | undefined;
}

/** The dashboard's title linking to it, with the certified badge when someone certified it. */
export function DashboardNameLink({ dashboard }: { dashboard: DashboardListRow }) {
  return (
    <>
      {dashboard.certified_by && (
        <>
          <CertifiedBadge certifiedBy={dashboard.certified_by} details={dashboard.certification_details ?? undefined} t={t} />{' '}
        </>
      )}
      <Link to={dashboardUrl(dashboard)}>{dashboard.dashboard_title}</Link>
    </>
  );
}

/** Superset's dashboard list columns; ids are the sort keys the server accepts. */
export function dashboardColumns({
  favorites,
  onToggleFavorite,
  onDelete,
  publishToggle,
}: DashboardColumnsOptions): ListViewColumn<DashboardListRow>[] {
  return [
    {
      id: 'id',
      header: '',
      size: 'xs',
      cell: (dashboard) => (
        <FaveStar itemId={dashboard.id} isStarred={favorites[dashboard.id] ?? false} onToggle={onToggleFavorite} t={t} />
      ),
    },
    {
      id: 'dashboard_title',
      header: t('Name'),
      sortable: true,
      cell: (dashboard) => <DashboardNameLink dashboard={dashboard} />,
    },
    {
      id: 'published',
      header: t('Status'),
      sortable: true,
      cell: (dashboard) => <PublishedLabel published={dashboard.published} onToggle={publishToggle?.(dashboard)} />,
    },
    { id: 'tags', header: t('Tags'), cell: (dashboard) => <TagList tags={customTags(dashboard.tags)} maxTags={3} t={t} /> },
    { id: 'owners', header: t('Owners'), accessor: (dashboard) => userNames(dashboard.owners) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    // Backing column of the Created by filter.
    { id: 'created_by', header: t('Created by'), hidden: true },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (dashboard) =>
        onDelete ? (
          <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(dashboard) }]} />
        ) : null,
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
    {
      type: 'select',
      id: 'owners',
      label: t('Owner'),
      operator: 'rel_m_m',
      fetchSelects: relatedLoader('dashboard', 'owners'),
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'created_by',
      label: t('Created by'),
      operator: 'rel_o_m',
      fetchSelects: relatedLoader('dashboard', 'created_by'),
      placeholder: t('Select'),
    },
    { type: 'boolean', id: 'id', key: 'certified', label: t('Certified'), operator: 'dashboard_is_certified' },
    { type: 'boolean', id: 'id', key: 'favorite', label: t('Favorite'), operator: 'dashboard_is_favorite' },
    { type: 'select', id: 'tags', label: t('Tag'), operator: 'dashboard_tags', fetchSelects: customTagOptions, placeholder: t('Select') },
  ];
}

export function dashboardCardSortOptions() {
  return [
    { id: 'dashboard_title', desc: false, label: t('Alphabetical'), value: 'alphabetical' },
    { id: 'changed_on_delta_humanized', desc: true, label: t('Recently modified'), value: 'recently_modified' },
    { id: 'changed_on_delta_humanized', desc: false, label: t('Least recently modified'), value: 'least_recently_modified' },
  ];
}

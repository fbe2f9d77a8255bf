import { CertifiedBadge, FaveStar, TagList, type ListViewColumn, type ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { customTagOptions, customTags, distinctLoader, relatedLoader, RowActions, userNames } from '../../resource-list';
import { chartExploreUrl, datasetOptions, type ChartListRow } from '../chart-list.api';
import { vizTypeName, withVizTypeNames } from '../viz-type-name';
import { DashboardLinks } from './DashboardLinks/DashboardLinks';

/** The chart's name linking to Explore, with the certified badge when someone certified it. */
export function ChartNameLink({ chart }: { chart: ChartListRow }) {
  return (
    <>
      {chart.certified_by && (
        <>
          <CertifiedBadge certifiedBy={chart.certified_by} details={chart.certification_details ?? undefined} t={t} />{' '}
        </>
      )}
      <Link to={chartExploreUrl(chart)}>{chart.slice_name}</Link>
    </>
  );
}

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
    { id: 'slice_name', header: t('Name'), sortable: true, cell: (chart) => <ChartNameLink chart={chart} /> },
    { id: 'viz_type', header: t('Type'), sortable: true, accessor: (row) => vizTypeName(row.viz_type) },
    { id: 'datasource_name', header: t('Dataset'), sortable: true, accessor: 'datasource_name_text' },
    { id: 'dashboards', header: t('Dashboards added to'), cell: (chart) => <DashboardLinks dashboards={chart.dashboards} /> },
    { id: 'tags', header: t('Tags'), cell: (chart) => <TagList tags={customTags(chart.tags)} maxTags={3} t={t} /> },
    { id: 'owners', header: t('Owners'), accessor: (chart) => userNames(chart.owners) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    // Backing columns of the Created by and Dataset filters.
    { id: 'created_by', header: t('Created by'), hidden: true },
    { id: 'datasource_id', header: t('Dataset'), hidden: true },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (chart) =>
        onDelete ? (
          <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(chart) }]} />
        ) : null,
    },
  ];
}

export function chartFilters(): ListViewFilterConfig[] {
  return [
    { type: 'search', id: 'slice_name', label: t('Search'), operator: 'chart_all_text', placeholder: t('Type a value') },
    {
      type: 'select',
      id: 'viz_type',
      label: t('Type'),
      operator: 'eq',
      fetchSelects: withVizTypeNames(distinctLoader('chart', 'viz_type')),
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'owners',
      label: t('Owner'),
      operator: 'rel_m_m',
      fetchSelects: relatedLoader('chart', 'owners'),
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'created_by',
      label: t('Created by'),
      operator: 'rel_o_m',
      fetchSelects: relatedLoader('chart', 'created_by'),
      placeholder: t('Select'),
    },
    { type: 'select', id: 'datasource_id', label: t('Dataset'), operator: 'eq', fetchSelects: datasetOptions, placeholder: t('Select') },
    {
      type: 'select',
      id: 'dashboards',
      label: t('Dashboard'),
      operator: 'rel_m_m',
      fetchSelects: relatedLoader('chart', 'dashboards'),
      placeholder: t('Select'),
    },
    { type: 'boolean', id: 'id', key: 'certified', label: t('Certified'), operator: 'chart_is_certified' },
    {
      type: 'boolean',
      id: 'id',
      key: 'favorite',
      label: t('Favorite'),
      operator: 'chart_is_favorite',
    },
    { type: 'select', id: 'tags', label: t('Tag'), operator: 'chart_tags', fetchSelects: customTagOptions, placeholder: t('Select') },
  ];
}

export function chartCardSortOptions() {
  return [
    { id: 'slice_name', desc: false, label: t('Alphabetical'), value: 'alphabetical' },
    { id: 'changed_on_delta_humanized', desc: true, label: t('Recently modified'), value: 'recently_modified' },
    { id: 'changed_on_delta_humanized', desc: false, label: t('Least recently modified'), value: 'least_recently_modified' },
  ];
}

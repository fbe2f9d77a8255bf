import { FaveStar, type ListViewColumn, type ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { RowActions, userName } from '../resource-list';
import { tagEntitiesPath, type TagListRow } from './tag-list.api';

export interface TagColumnsOptions {
  favorites: Record<number, boolean>;
  onToggleFavorite: (id: number, starred: boolean) => void;
  onDelete?: (tag: TagListRow) => void;
}

/** Superset's tag list columns; ids are the sort keys the server accepts. */
export function tagColumns({ favorites, onToggleFavorite, onDelete }: TagColumnsOptions): ListViewColumn<TagListRow>[] {
  return [
    {
      id: 'id',
      header: '',
      size: 'xs',
      cell: (tag) => <FaveStar itemId={tag.id} isStarred={favorites[tag.id] ?? false} onToggle={onToggleFavorite} t={t} />,
    },
    { id: 'name', header: t('Name'), sortable: true, cell: (tag) => <Link to={tagEntitiesPath(tag)}>{tag.name}</Link> },
    { id: 'description', header: t('Description'), accessor: (tag) => tag.description ?? '' },
    { id: 'changed_by', header: t('Modified by'), accessor: (tag) => userName(tag.changed_by) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (tag) =>
        onDelete ? <RowActions actions={[{ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(tag) }]} /> : null,
    },
  ];
}

export function tagFilters(): ListViewFilterConfig[] {
  return [{ type: 'search', id: 'name', label: t('Search'), operator: 'ct', placeholder: t('Type a value') }];
}

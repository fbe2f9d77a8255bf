import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { DropdownMoreMenu, Tooltip, type MenuItem } from '@tessera/ui';
import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { selectCurrentUser, selectHasPermission, selectIsAdmin } from '../../../auth';
import type { ExploreDatasource } from '../../explore.types';

export interface DatasourceMenuProps {
  datasource: ExploreDatasource;
  onEdit: () => void;
  onSwap: () => void;
}

/** The SQL editor address that opens a new tab querying the dataset. */
export function sqlLabDatasetPath(datasource: ExploreDatasource): string {
  return `${PATHS.sqlLab}?datasourceKey=${encodeURIComponent(`${datasource.id}__${datasource.type}`)}`;
}

/**
 * The '⋮' menu next to the dataset name. Like Superset, editing needs write access to datasets and
 * is offered, but disabled, to users who neither own the dataset nor are admins.
 */
export function DatasourceMenu({ datasource, onEdit, onSwap }: DatasourceMenuProps) {
  const navigate = useNavigate();
  const userId = useSelector(selectCurrentUser)?.id;
  const isAdmin = useSelector(selectIsAdmin);
  const canWriteDatasets = useSelector(selectHasPermission('can_write', 'Dataset'));
  const canUseSqlLab = useSelector(selectHasPermission('menu_access', 'SQL Lab'));
  const isOwner = userId !== undefined && (datasource.owners ?? []).some((owner) => owner.id === userId);
  const mayEdit = isAdmin || isOwner;

  const items: MenuItem[] = [];
  if (canWriteDatasets) {
    items.push({
      key: 'edit',
      disabled: !mayEdit,
      onClick: onEdit,
      label: mayEdit ? (
        t('Edit dataset')
      ) : (
        <Tooltip
          content={t(
            'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
          )}
        >
          {/* A disabled item ignores the pointer; the label takes it back so its tooltip shows. */}
          <span style={{ pointerEvents: 'auto' }}>{t('Edit dataset')}</span>
        </Tooltip>
      ),
    });
  }
  items.push({ key: 'swap', label: t('Swap dataset'), onClick: onSwap });
  if (canUseSqlLab && datasource.type === 'table') {
    items.push({ key: 'sqllab', label: t('View in SQL Lab'), onClick: () => navigate(sqlLabDatasetPath(datasource)) });
  }
  return <DropdownMoreMenu items={items} t={t} />;
}

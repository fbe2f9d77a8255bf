import type { SecurityRoleView } from '@tessera/contracts/web';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ResourceListPage, usePageDispatch } from '../../../resource-list';
import { roleColumns, roleFilters } from '../../roles.columns';
import { roleListResource, roleModal, rolePermissionsModal } from '../../roles.api';
import { RoleModal } from '../RoleModal/RoleModal';
import { RolePermissionsModal } from '../RolePermissionsModal/RolePermissionsModal';

/** `/roles/list/`: roles; add, rename, delete, and edit each one's permissions. */
export function RoleList() {
  const dispatch = usePageDispatch();
  return (
    <>
      <ResourceListPage<SecurityRoleView>
        title={t('List Roles')}
        plural={t('roles')}
        rowName={roleListResource.rowName}
        columns={({ onDelete }) =>
          roleColumns({
            onRename: (role) => dispatch(roleModal.actions.opened({ id: role.id })),
            onEditPermissions: (role) => dispatch(rolePermissionsModal.actions.opened({ id: role.id })),
            onDelete,
          })
        }
        filters={roleFilters}
        headerActions={
          <Button type="button" primary icon="plus" content={t('Role')} onClick={() => dispatch(roleModal.actions.opened({ id: null }))} />
        }
      />
      <RoleModal />
      <RolePermissionsModal />
    </>
  );
}

import type { SecurityUserView } from '@tessera/contracts/web';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ResourceListPage, usePageDispatch } from '../../../resource-list';
import { userColumns, userFilters } from '../../users.columns';
import { userActiveToggled } from '../../users.saga';
import { userListResource, userModal } from '../../users.api';
import { UserModal } from '../UserModal/UserModal';

/** Flask-AppBuilder lists users by user name; they have no modification time to sort on. */
const BY_USERNAME = [{ id: 'username', desc: false }];

/** `/users/list/`: every user with roles and state; add, edit, deactivate, delete. */
export function UserList() {
  const dispatch = usePageDispatch();
  return (
    <>
      <ResourceListPage<SecurityUserView>
        title={t('List Users')}
        plural={t('users')}
        rowName={userListResource.rowName}
        columns={({ onDelete }) =>
          userColumns({
            onEdit: (user) => dispatch(userModal.actions.opened({ id: user.id })),
            onToggleActive: (user) => dispatch(userActiveToggled(user)),
            onDelete,
          })
        }
        filters={userFilters}
        initialSort={BY_USERNAME}
        headerActions={
          <Button type="button" primary icon="plus" content={t('User')} onClick={() => dispatch(userModal.actions.opened({ id: null }))} />
        }
      />
      <UserModal />
    </>
  );
}

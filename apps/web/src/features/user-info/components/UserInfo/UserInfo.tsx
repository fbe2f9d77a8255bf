import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Button, Loader, Table } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectRoles } from '../../../auth';
import { ListPageHeader, usePageDispatch, usePageSelector } from '../../../resource-list';
import { selectUserInfo, userInfoDialogOpened, userInfoLoadRequested } from '../../user-info.slice';
import { ApiKeysSection } from '../ApiKeys/ApiKeysSection';
import { EditNameModal } from '../EditNameModal/EditNameModal';
import { PasswordModal } from '../PasswordModal/PasswordModal';

/** `/user_info/`: who the signed-in user is, with their roles; they may rename themselves or change their password. */
export function UserInfo() {
  const dispatch = usePageDispatch();
  const { me, loading } = usePageSelector(selectUserInfo);
  const roles = useSelector(selectRoles);

  useEffect(() => {
    dispatch(userInfoLoadRequested());
  }, [dispatch]);

  const rows: [string, string][] = me
    ? [
        [t('User name'), me.username],
        [t('First name'), me.first_name],
        [t('Last name'), me.last_name],
        [t('Email'), me.email],
        [t('Roles'), Object.keys(roles).sort().join(', ')],
        [t('Login count'), String(me.login_count)],
      ]
    : [];

  return (
    <>
      <ListPageHeader title={t('User info')}>
        <Button
          type="button"
          basic
          icon="edit outline"
          content={t('Edit user')}
          disabled={!me}
          onClick={() => dispatch(userInfoDialogOpened('name'))}
        />
        <Button
          type="button"
          basic
          icon="key"
          content={t('Reset my password')}
          disabled={!me}
          onClick={() => dispatch(userInfoDialogOpened('password'))}
        />
      </ListPageHeader>
      {loading && !me ? (
        <Loader active inline="centered" content={t('Loading...')} />
      ) : (
        <Table definition compact aria-label={t('User info')}>
          <Table.Body>
            {rows.map(([label, value]) => (
              <Table.Row key={label}>
                <Table.Cell collapsing>{label}</Table.Cell>
                <Table.Cell>{value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <ApiKeysSection />
      <EditNameModal />
      <PasswordModal />
    </>
  );
}

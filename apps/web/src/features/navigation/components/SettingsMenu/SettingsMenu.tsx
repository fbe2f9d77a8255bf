import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Dropdown } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { PATHS } from '../../../../routing';
import { logoutRequested } from '../../../auth';
import { selectVersion } from '../../../config';
import { manageNavLinks, securityNavLinks, visibleNavEntries, type NavAccess } from '../../nav-items';

interface SettingsMenuProps {
  access: NavAccess;
}

/** Managed pages (Alerts & Reports), security pages (admins only), the user's own page, the product version, and logout. */
export function SettingsMenu({ access }: SettingsMenuProps) {
  const dispatch = useDispatch();
  const version = useSelector(selectVersion);
  const securityLinks = visibleNavEntries(securityNavLinks(), access);
  const manageLinks = visibleNavEntries(manageNavLinks(), access);

  return (
    <Dropdown item text={t('Settings')}>
      <Dropdown.Menu>
        {manageLinks.length > 0 && <Dropdown.Header content={t('Manage')} />}
        {manageLinks.map((item) => (
          <Dropdown.Item key={item.path} as={Link} to={item.path} text={item.label} />
        ))}
        {manageLinks.length > 0 && <Dropdown.Divider />}
        {securityLinks.length > 0 && <Dropdown.Header content={t('Security')} />}
        {securityLinks.map((item) => (
          <Dropdown.Item key={item.path} as={Link} to={item.path} text={item.label} />
        ))}
        {securityLinks.length > 0 && <Dropdown.Divider />}
        {access.hasRoute(PATHS.userInfo) && (
          <>
            <Dropdown.Header content={t('User')} />
            <Dropdown.Item as={Link} to={PATHS.userInfo} text={t('User info')} />
            <Dropdown.Divider />
          </>
        )}
        <Dropdown.Header content={t('Info')} />
        <Dropdown.Item disabled text={t('Version: %s', version ?? t('unknown'))} />
        <Dropdown.Divider />
        <Dropdown.Item text={t('Logout')} icon="sign out" onClick={() => dispatch(logoutRequested())} />
      </Dropdown.Menu>
    </Dropdown>
  );
}

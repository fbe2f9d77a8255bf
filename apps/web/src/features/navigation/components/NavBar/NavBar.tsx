import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router-dom';
import { Menu } from 'semantic-ui-react';
import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { selectUserDisplayName } from '../../../auth';
import { LanguageMenu } from '../../../language';
import { mainNavEntries, visibleNavEntries } from '../../nav-items';
import { useNavAccess } from '../../use-nav-access';
import { NavGroupMenu } from '../NavGroupMenu/NavGroupMenu';
import { SettingsMenu } from '../SettingsMenu/SettingsMenu';

/** The top bar; it never links to a page that is not registered or not permitted. */
export function NavBar() {
  const access = useNavAccess();
  const displayName = useSelector(selectUserDisplayName);
  const entries = visibleNavEntries(mainNavEntries(), access);

  return (
    // Fomantic draws an attached menu 2 px wider than its parent (to cover an attached segment's borders);
    // nothing is attached below the navbar, so it keeps to the window and leaves no sideways scroll.
    <Menu as="nav" aria-label={t('Main menu')} attached="top" stackable style={{ width: '100%', maxWidth: '100%', margin: 0 }}>
      <Menu.Item header as={Link} to={PATHS.home}>
        Tessera
      </Menu.Item>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <Menu.Item key={entry.path} as={NavLink} to={entry.path}>
            {entry.label}
          </Menu.Item>
        ) : (
          <NavGroupMenu key={entry.label} group={entry} />
        ),
      )}
      <Menu.Menu position="right">
        <LanguageMenu />
        <SettingsMenu access={access} />
        {displayName && <Menu.Item>{displayName}</Menu.Item>}
      </Menu.Menu>
    </Menu>
  );
}

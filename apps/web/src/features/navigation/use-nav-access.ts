import { useSelector } from 'react-redux';
import { useRegistries } from '../../routing';
import { hasPermission, selectIsAdmin, selectRoles } from '../auth';
import type { NavAccess } from './nav-items';

/** What decides which menu entries the current user sees. */
export function useNavAccess(): NavAccess {
  const { routes } = useRegistries();
  const roles = useSelector(selectRoles);
  const isAdmin = useSelector(selectIsAdmin);
  return {
    hasRoute: (path) => routes.has(path),
    can: (permission, view) => hasPermission(roles, permission, view),
    isAdmin,
  };
}

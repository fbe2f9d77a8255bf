import { VIEW_MENU_PERMISSIONS } from '@tessera/security';
import { hasPermission, type Principal } from '../auth/principal';
import { decodeQueryObject } from '../rest/rison-query';

const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions'];

/**
 * Flask-AppBuilder's `_info` for the permission catalogue (`/security/permissions/`, `/resources/`,
 * `/permissions-resources/`). Tessera's catalogue is defined by its code, so there is nothing to add
 * or edit; the lists are searched by the `filter` text of `q`, on the columns named here.
 */
export function securityCatalogueInfo(
  q: unknown,
  viewMenu: string,
  searchColumns: readonly string[],
  principal: Principal,
): Record<string, unknown> {
  const raw = decodeQueryObject(q, ['keys']);
  const keys = Array.isArray(raw.keys) ? raw.keys.filter((key): key is string => INFO_KEYS.includes(key as string)) : INFO_KEYS;
  const blocks: Record<string, unknown> = {
    add_columns: [],
    edit_columns: [],
    filters: Object.fromEntries(searchColumns.map((column) => [column, [{ name: 'Contains', operator: 'ct' }]])),
    permissions: (VIEW_MENU_PERMISSIONS[viewMenu] ?? []).filter((permission) => hasPermission(principal, permission, viewMenu)),
  };
  return Object.fromEntries(keys.map((key) => [key, blocks[key]]));
}

import type { Caller } from '@tessera/contracts';
import type { Locale } from '@tessera/i18n';
import type { Request } from 'express';

/** A request once the auth guard has run: `principal` is set for a signed-in user or guest. */
export type AuthenticatedRequest = Request & { principal?: Principal };

/** Who is making an HTTP request, resolved once by the auth guard. */
export interface Principal {
  kind: 'user' | 'guest';
  userId: number | null;
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** `perm|view` strings, e.g. `can_read|Dashboard`. */
  permissions: ReadonlySet<string>;
  permissionsDigest: string;
  authMethod: 'session' | 'jwt' | 'api_key' | 'guest';
  /** A request proved by a personal API key: the key's id, so a revoke on any replica ends it at once. */
  apiKeyId?: number;
  /** Cookie sessions carry the CSRF token that mutating requests must echo. */
  session?: { id: string; csrfToken: string };
  guest?: { resources: { type: string; id: string }[]; rls: { dataset?: number; clause: string }[] };
  /** The language the user chose (saved on the user); absent when they chose none, so the request's own applies. */
  locale?: Locale;
}

export function isAdmin(principal: Pick<Principal, 'roles'>): boolean {
  return principal.roles.some((role) => role.toLowerCase() === 'admin');
}

/** Admin (role name in any case) has every right; others need the pair. */
export function hasPermission(principal: Pick<Principal, 'roles' | 'permissions'>, permission: string, view: string): boolean {
  return isAdmin(principal) || principal.permissions.has(`${permission}|${view}`);
}

const ACCESS_PERMISSIONS = [
  'all_datasource_access',
  'all_database_access',
  'database_access',
  'schema_access',
  'catalog_access',
  'datasource_access',
];

/** Principals are reused from the cache for many requests; so is the caller built from each. */
const callers = new WeakMap<Principal, Caller>();

/** The caller identity that travels in bus envelopes. */
export function toCaller(principal: Principal): Caller {
  let caller = callers.get(principal);
  if (!caller) {
    caller = callerOf(principal);
    callers.set(principal, caller);
  }
  return caller;
}

function callerOf(principal: Principal): Caller {
  return {
    userId: principal.userId,
    username: principal.username,
    roles: principal.roles,
    permissionsDigest: principal.permissionsDigest,
    accessPermissions: [...principal.permissions].filter((p) => ACCESS_PERMISSIONS.includes(p.split('|')[0])),
    ...(principal.guest ? { guestScope: principal.guest } : {}),
  };
}

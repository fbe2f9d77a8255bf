/** How provider groups become Tessera roles (Flask-AppBuilder's AUTH_ROLES_MAPPING rules). */
export interface RoleRules {
  /** Provider group → role names. */
  rolesMapping: Record<string, string[]>;
  /** Roles of a user none of whose groups is mapped. */
  registrationRole: string;
  registration: boolean;
  rolesSyncAtLogin: boolean;
  refuseUnmapped: boolean;
}

/** What to do with a person a provider vouched for. */
export type LoginDecision =
  | { kind: 'refuse'; message: string }
  | { kind: 'register'; roles: string[] }
  /** `roles` absent: the user keeps the roles they have. */
  | { kind: 'login'; roles?: string[] };

/** An account already here under the same username. */
export interface ExistingAccount {
  authProvider: string;
  active: boolean;
}

/** Groups compare case-insensitively and without spaces after commas, so `CN=A, DC=x` matches `cn=a,dc=x`. */
export function normaliseGroup(group: string): string {
  return group.trim().replace(/,\s+/g, ',').toLowerCase();
}

/** The roles `groups` map to, each once, in the mapping's order. */
export function mappedRoles(groups: readonly string[], mapping: Record<string, string[]>): string[] {
  const held = new Set(groups.map(normaliseGroup));
  const roles: string[] = [];
  for (const [group, names] of Object.entries(mapping)) {
    if (!held.has(normaliseGroup(group))) continue;
    for (const name of names) if (!roles.includes(name)) roles.push(name);
  }
  return roles;
}

const PROVIDER_NAMES: Record<string, string> = { db: 'a local password', ldap: 'LDAP', oidc: 'OpenID Connect', remote_user: 'the proxy' };

/**
 * Whether and how a person logs in through `provider`: an account of another provider is never taken
 * over (an LDAP `admin` is not the local `admin`); an unknown person is registered only when
 * registration is on; groups that map to nothing refuse the login when the rules say so; otherwise
 * the mapped roles (or the registration role) are given at registration, and again at every login
 * when sync is on.
 */
export function decideLogin(
  username: string,
  provider: string,
  existing: ExistingAccount | null,
  groups: readonly string[],
  rules: RoleRules,
): LoginDecision {
  if (existing && existing.authProvider !== provider)
    return {
      kind: 'refuse',
      message: `The account ${username} logs in with ${PROVIDER_NAMES[existing.authProvider] ?? existing.authProvider}, not ${PROVIDER_NAMES[provider] ?? provider}.`,
    };
  if (existing && !existing.active) return { kind: 'refuse', message: `The account ${username} is deactivated.` };
  const mapped = mappedRoles(groups, rules.rolesMapping);
  if (!mapped.length && rules.refuseUnmapped)
    return { kind: 'refuse', message: `None of your groups gives access to Tessera. Ask an administrator to map one of them to a role.` };
  const roles = mapped.length ? mapped : [rules.registrationRole];
  if (!existing) {
    if (!rules.registration)
      return { kind: 'refuse', message: `There is no Tessera account for ${username}, and accounts are not created at login.` };
    return { kind: 'register', roles };
  }
  return rules.rolesSyncAtLogin ? { kind: 'login', roles } : { kind: 'login' };
}

import { loadConfig, type SsoConfig } from '@tessera/platform';
import { groupDn, groupLdif, personLdif } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';
import { datasetReaderRole, USERS, type UserCallerKind } from './authorization-matrix.callers';

/**
 * The matrix's callers as single-sign-on users: one directory person per kind of caller, in one
 * group per kind, created by Tessera at their first LDAP login with the roles the group maps to.
 * The mapping gives each group the very roles `USERS` gives the locally created caller of its kind,
 * so both must be answered alike on every route.
 */
const KINDS = Object.keys(USERS) as UserCallerKind[];

const uidOf = (kind: UserCallerKind, suffix: string) => `sso_${kind}_${suffix}`.toLowerCase();
const groupOf = (kind: UserCallerKind) => `matrix-${kind.toLowerCase()}`;
const passwordOf = (kind: UserCallerKind) => `${kind}-directory-secret`;

/** The people and groups of the directory the matrix's LDAP server starts with. */
export function ssoMatrixDirectory(suffix: string): string {
  return KINDS.flatMap((kind) => [
    personLdif(uidOf(kind, suffix), passwordOf(kind), 'Directory', kind),
    groupLdif(groupOf(kind), [uidOf(kind, suffix)]),
  ]).join('\n');
}

/** An LDAP deployment with registration on and each kind's group mapped to its caller's roles. */
export function ssoMatrixConfig(ldapUrl: string, suffix: string): SsoConfig {
  const mapping = Object.fromEntries(
    KINDS.map((kind) => [groupDn(groupOf(kind)), [...USERS[kind].roles, ...(USERS[kind].withDataset ? [datasetReaderRole(suffix)] : [])]]),
  );
  return loadConfig({
    TESSERA_AUTH_TYPE: 'ldap',
    TESSERA_LDAP_SERVER: ldapUrl,
    TESSERA_LDAP_USERNAME_FORMAT: 'uid=%s,ou=people,dc=example,dc=org',
    TESSERA_AUTH_USER_REGISTRATION: 'true',
    TESSERA_AUTH_REFUSE_UNMAPPED: 'true',
    TESSERA_AUTH_ROLES_MAPPING: JSON.stringify(mapping),
  }).sso;
}

/**
 * Logs each directory person in over the API (`provider: "ldap"`), which creates their account, and
 * checks the account holds exactly the mapped roles before the matrix relies on it. The dataset
 * role must exist by then (`createCallers` makes it).
 */
export async function createSsoCallers(baseUrl: string, suffix: string): Promise<Record<UserCallerKind, ApiSession>> {
  const sessions: Partial<Record<UserCallerKind, ApiSession>> = {};
  for (const kind of KINDS) {
    const session = await ApiSession.login(baseUrl, uidOf(kind, suffix), passwordOf(kind), 'ldap');
    const me = await session.get('/api/v1/me/roles/');
    const held = Object.keys((me.body?.result?.roles ?? {}) as Record<string, unknown>).sort();
    const mapped = [...USERS[kind].roles, ...(USERS[kind].withDataset ? [datasetReaderRole(suffix)] : [])].sort();
    if (me.status !== 200 || JSON.stringify(held) !== JSON.stringify(mapped))
      throw new Error(`the ${kind} directory user holds ${JSON.stringify(held)} (${me.status}), not ${JSON.stringify(mapped)}`);
    sessions[kind] = session;
  }
  return sessions as Record<UserCallerKind, ApiSession>;
}

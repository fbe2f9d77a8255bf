import { boolean, oneOf, text, VariableError, type VariableSpec } from './config-variables';
import type { SsoConfig } from './sso-config.types';

/** A JSON object of provider groups to lists of Tessera role names (a single name is taken as a list of one). */
function rolesMapping(name: string, description: string): VariableSpec<Record<string, string[]>> {
  return {
    name,
    description,
    defaultText: '{}',
    parse(raw) {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        throw new VariableError(
          `must be a JSON object like {"cn=analysts,ou=groups,dc=example,dc=org": ["Alpha", "sql_lab"]} (got "${raw}")`,
        );
      }
      if (!value || typeof value !== 'object' || Array.isArray(value))
        throw new VariableError('must be a JSON object of group names to role names');
      const mapping: Record<string, string[]> = {};
      for (const [group, roles] of Object.entries(value)) {
        const list = typeof roles === 'string' ? [roles] : roles;
        if (!Array.isArray(list) || list.some((role) => typeof role !== 'string' || role.trim() === ''))
          throw new VariableError(`group "${group}" must map to a role name or a list of role names`);
        mapping[group] = list.map((role: string) => role.trim());
      }
      return mapping;
    },
  };
}

const optionalUrl = (protocols: readonly string[], example: string) => (raw: string) => {
  if (raw.trim() === '') return null;
  try {
    const protocol = new URL(raw).protocol.replace(/:$/, '');
    return protocols.includes(protocol) ? null : `must use ${protocols.join(' or ')}:// (got "${protocol}://")`;
  } catch {
    return `must be a URL like ${example} (got "${raw}")`;
  }
};

const headerName = (raw: string) => (/^[A-Za-z0-9-]+$/.test(raw.trim()) ? null : `must be an HTTP header name (got "${raw}")`);
const notBlank = (raw: string) => (raw.trim() === '' ? 'must not be empty' : null);

/** Single sign-on settings (Flask-AppBuilder's AUTH_* and AUTH_LDAP_* names, prefixed), in README order. */
export const SSO_CONFIG_VARIABLES = {
  authType: oneOf(
    'TESSERA_AUTH_TYPE',
    'How people log in: db (local passwords), ldap (the login form binds to LDAP), oidc (a Sign in with button, OpenID Connect), remote_user (a header set by an authenticating proxy)',
    'db',
    ['db', 'ldap', 'oidc', 'remote_user'] as const,
  ),
  authLocalLogin: boolean(
    'TESSERA_AUTH_LOCAL_LOGIN',
    'Local accounts may log in with their password besides single sign-on; false hides the password form and admits only local administrators, at /login/?local=1',
    'true',
  ),
  authUserRegistration: boolean(
    'TESSERA_AUTH_USER_REGISTRATION',
    'Create the account of a single-sign-on user at their first login (false refuses people without an account)',
    'false',
  ),
  authUserRegistrationRole: text(
    'TESSERA_AUTH_USER_REGISTRATION_ROLE',
    'Role a registered user gets when none of their groups is mapped',
    'Public',
    notBlank,
  ),
  authRolesMapping: rolesMapping(
    'TESSERA_AUTH_ROLES_MAPPING',
    'Provider groups to Tessera roles as JSON, several roles per group, e.g. {"cn=analysts,ou=groups,dc=example,dc=org": ["Alpha", "sql_lab"]}; groups compare case-insensitively',
  ),
  authRolesSyncAtLogin: boolean(
    'TESSERA_AUTH_ROLES_SYNC_AT_LOGIN',
    "Re-apply the roles mapping at every login (false: only at registration), replacing the user's roles",
    'false',
  ),
  authRefuseUnmapped: boolean(
    'TESSERA_AUTH_REFUSE_UNMAPPED',
    'Refuse a single-sign-on login whose groups map to no role, saying so (false: registration gives the registration role)',
    'false',
  ),
  ldapServer: text(
    'TESSERA_LDAP_SERVER',
    'LDAP server, ldap://host:389 or ldaps://host:636 (required with TESSERA_AUTH_TYPE=ldap)',
    undefined,
    optionalUrl(['ldap', 'ldaps'], 'ldap://ldap.example.org:389'),
  ),
  ldapUsernameFormat: text(
    'TESSERA_LDAP_USERNAME_FORMAT',
    'Bind DN template, %s standing for the username (e.g. uid=%s,ou=people,dc=example,dc=org); unset: search for the user with the service account',
    undefined,
    (raw) => (raw.includes('%s') ? null : `must contain %s where the username goes (got "${raw}")`),
  ),
  ldapSearch: text(
    'TESSERA_LDAP_SEARCH',
    'Base DN people are searched under (search-then-bind), e.g. ou=people,dc=example,dc=org',
    undefined,
  ),
  ldapSearchFilter: text(
    'TESSERA_LDAP_SEARCH_FILTER',
    'Extra LDAP filter a person must match, e.g. (objectClass=inetOrgPerson)',
    undefined,
    (raw) => (/^\(.*\)$/.test(raw.trim()) ? null : `must be an LDAP filter in parentheses (got "${raw}")`),
  ),
  ldapUidField: text('TESSERA_LDAP_UID_FIELD', 'Attribute holding the username, for the search', 'uid', notBlank),
  ldapBindUser: text('TESSERA_LDAP_BIND_USER', 'DN of the service account that searches (empty: search anonymously)', undefined),
  ldapBindPassword: text('TESSERA_LDAP_BIND_PASSWORD', 'Password of the service account', undefined),
  ldapUseTls: boolean('TESSERA_LDAP_USE_TLS', 'Upgrade ldap:// connections with StartTLS before binding', 'false'),
  ldapTlsCaCertFile: text(
    'TESSERA_LDAP_TLS_CACERTFILE',
    'PEM file of the certificate authority the LDAP server certificate is checked against',
    undefined,
  ),
  ldapAllowSelfSigned: boolean(
    'TESSERA_LDAP_ALLOW_SELF_SIGNED',
    'Accept an LDAP server certificate that does not verify (tests only)',
    'false',
  ),
  ldapFirstnameField: text('TESSERA_LDAP_FIRSTNAME_FIELD', 'Attribute of the first name', 'givenName', notBlank),
  ldapLastnameField: text('TESSERA_LDAP_LASTNAME_FIELD', 'Attribute of the last name', 'sn', notBlank),
  ldapEmailField: text('TESSERA_LDAP_EMAIL_FIELD', 'Attribute of the email address', 'mail', notBlank),
  ldapGroupField: text(
    'TESSERA_LDAP_GROUP_FIELD',
    "Attribute of the person listing their groups' DNs (memberOf); empty: use the group search",
    'memberOf',
  ),
  ldapGroupSearch: text(
    'TESSERA_LDAP_GROUP_SEARCH',
    'Base DN groups are searched under, for servers without memberOf (e.g. ou=groups,dc=example,dc=org)',
    undefined,
  ),
  ldapGroupSearchFilter: text(
    'TESSERA_LDAP_GROUP_SEARCH_FILTER',
    "Filter of the group search, {dn} standing for the person's DN and {username} for the username",
    '(|(member={dn})(uniqueMember={dn})(memberUid={username}))',
    (raw) => (/^\(.*\)$/.test(raw.trim()) ? null : `must be an LDAP filter in parentheses (got "${raw}")`),
  ),
  remoteUserHeader: text(
    'TESSERA_AUTH_REMOTE_USER_HEADER',
    'With TESSERA_AUTH_TYPE=remote_user: header naming the user, believed only from TESSERA_TRUSTED_PROXIES',
    'Remote-User',
    headerName,
  ),
  remoteGroupsHeader: text(
    'TESSERA_AUTH_REMOTE_GROUPS_HEADER',
    'With TESSERA_AUTH_TYPE=remote_user: header listing the groups, comma-separated (empty: none)',
    undefined,
    headerName,
  ),
  oidcIssuer: text(
    'TESSERA_OIDC_ISSUER',
    'OpenID Connect issuer, discovered at <issuer>/.well-known/openid-configuration (required with TESSERA_AUTH_TYPE=oidc)',
    undefined,
    optionalUrl(['http', 'https'], 'https://login.example.org/realms/main'),
  ),
  oidcClientId: text('TESSERA_OIDC_CLIENT_ID', 'Client id registered at the provider', undefined),
  oidcClientSecret: text('TESSERA_OIDC_CLIENT_SECRET', 'Client secret (empty: a public client, PKCE only)', undefined),
  oidcScopes: text('TESSERA_OIDC_SCOPES', 'Scopes asked for', 'openid profile email', (raw) =>
    raw.split(/\s+/).includes('openid') ? null : `must include openid (got "${raw}")`,
  ),
  oidcUsernameClaim: text('TESSERA_OIDC_USERNAME_CLAIM', 'Claim naming the user', 'preferred_username', notBlank),
  oidcGroupsClaim: text('TESSERA_OIDC_GROUPS_CLAIM', 'Claim listing the groups', 'groups', notBlank),
  oidcProviderName: text('TESSERA_OIDC_PROVIDER_NAME', "Name on the login page's button: Sign in with <name>", 'OpenID Connect', notBlank),
  oidcRedirectUri: text(
    'TESSERA_OIDC_REDIRECT_URI',
    'Callback address registered at the provider; unset: <the address the browser used>/login/oidc/callback',
    undefined,
    optionalUrl(['http', 'https'], 'https://bi.example.org/login/oidc/callback'),
  ),
} as const;

type SsoParsed = { [K in keyof typeof SSO_CONFIG_VARIABLES]: (typeof SSO_CONFIG_VARIABLES)[K] extends VariableSpec<infer T> ? T : never };

const blankToNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** Settings that are valid alone but not together, each as a problem naming its variable. */
export function ssoConfigProblems(v: Partial<SsoParsed>): string[] {
  const problems: string[] = [];
  if (v.authType === 'ldap') {
    if (!blankToNull(v.ldapServer)) problems.push('TESSERA_LDAP_SERVER is required with TESSERA_AUTH_TYPE=ldap');
    if (!blankToNull(v.ldapUsernameFormat) && !blankToNull(v.ldapSearch))
      problems.push('TESSERA_LDAP_USERNAME_FORMAT or TESSERA_LDAP_SEARCH is required with TESSERA_AUTH_TYPE=ldap');
  }
  if (v.authType === 'oidc') {
    if (!blankToNull(v.oidcIssuer)) problems.push('TESSERA_OIDC_ISSUER is required with TESSERA_AUTH_TYPE=oidc');
    if (!blankToNull(v.oidcClientId)) problems.push('TESSERA_OIDC_CLIENT_ID is required with TESSERA_AUTH_TYPE=oidc');
  }
  if (v.ldapUseTls && blankToNull(v.ldapServer)?.startsWith('ldaps:'))
    problems.push('TESSERA_LDAP_USE_TLS is StartTLS over ldap://; an ldaps:// server is TLS already');
  return problems;
}

/** The parsed variables as the configuration's `sso` part. */
export function toSsoConfig(v: SsoParsed): SsoConfig {
  const ldapServer = blankToNull(v.ldapServer);
  const issuer = blankToNull(v.oidcIssuer);
  const clientId = blankToNull(v.oidcClientId);
  return {
    type: v.authType,
    localLogin: v.authLocalLogin,
    registration: v.authUserRegistration,
    registrationRole: v.authUserRegistrationRole.trim(),
    rolesMapping: v.authRolesMapping,
    rolesSyncAtLogin: v.authRolesSyncAtLogin,
    refuseUnmapped: v.authRefuseUnmapped,
    ldap: ldapServer
      ? {
          url: ldapServer,
          usernameFormat: blankToNull(v.ldapUsernameFormat),
          search: blankToNull(v.ldapSearch),
          searchFilter: blankToNull(v.ldapSearchFilter),
          uidField: v.ldapUidField.trim(),
          bindUser: blankToNull(v.ldapBindUser),
          bindPassword: v.ldapBindPassword ?? '',
          startTls: v.ldapUseTls,
          caCertFile: blankToNull(v.ldapTlsCaCertFile),
          allowSelfSigned: v.ldapAllowSelfSigned,
          firstNameField: v.ldapFirstnameField.trim(),
          lastNameField: v.ldapLastnameField.trim(),
          emailField: v.ldapEmailField.trim(),
          groupField: blankToNull(v.ldapGroupField),
          groupSearch: blankToNull(v.ldapGroupSearch),
          groupSearchFilter: v.ldapGroupSearchFilter.trim(),
        }
      : null,
    remoteUser: { header: v.remoteUserHeader.trim().toLowerCase(), groupsHeader: blankToNull(v.remoteGroupsHeader)?.toLowerCase() ?? null },
    oidc:
      issuer && clientId
        ? {
            issuer,
            clientId,
            clientSecret: blankToNull(v.oidcClientSecret),
            scopes: v.oidcScopes.trim(),
            usernameClaim: v.oidcUsernameClaim.trim(),
            groupsClaim: v.oidcGroupsClaim.trim(),
            providerName: v.oidcProviderName.trim(),
            redirectUri: blankToNull(v.oidcRedirectUri),
          }
        : null,
  };
}

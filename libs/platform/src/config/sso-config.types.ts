/** How people log in (Flask-AppBuilder's AUTH_TYPE: AUTH_DB, AUTH_LDAP, AUTH_OAUTH, AUTH_REMOTE_USER). */
export type AuthType = 'db' | 'ldap' | 'oidc' | 'remote_user';

export interface LdapSettings {
  /** `ldap://` or `ldaps://` URL. */
  url: string;
  /** Direct bind: the DN with `%s` for the username. Null: search-then-bind. */
  usernameFormat: string | null;
  /** Base DN people are searched under. */
  search: string | null;
  /** Extra filter a person must match. */
  searchFilter: string | null;
  uidField: string;
  /** Service account that searches; null searches anonymously. */
  bindUser: string | null;
  bindPassword: string;
  /** StartTLS over `ldap://`. */
  startTls: boolean;
  caCertFile: string | null;
  allowSelfSigned: boolean;
  firstNameField: string;
  lastNameField: string;
  emailField: string;
  /** Attribute on the person listing group DNs (memberOf); null: only the group search. */
  groupField: string | null;
  /** Base DN of the group search; null: no group search. */
  groupSearch: string | null;
  /** `{dn}` and `{username}` are replaced (escaped) by the person's. */
  groupSearchFilter: string;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Null: a public client (PKCE only). */
  clientSecret: string | null;
  scopes: string;
  usernameClaim: string;
  groupsClaim: string;
  providerName: string;
  /** Null: derived from the address the browser used. */
  redirectUri: string | null;
}

/** Single sign-on: the providers and how their users become Tessera users with roles. */
export interface SsoConfig {
  type: AuthType;
  /** Local accounts log in with passwords; when false only local administrators may. */
  localLogin: boolean;
  /** Create a single-sign-on user's account at their first login. */
  registration: boolean;
  /** Role of a registered user none of whose groups is mapped. */
  registrationRole: string;
  /** Provider group → Tessera role names. */
  rolesMapping: Record<string, string[]>;
  /** Re-apply the mapping at every login. */
  rolesSyncAtLogin: boolean;
  /** Refuse a login whose groups map to no role. */
  refuseUnmapped: boolean;
  /** Null when no LDAP server is set. */
  ldap: LdapSettings | null;
  /** Header names, lower case. */
  remoteUser: { header: string; groupsHeader: string | null };
  /** Null when no issuer and client are set. */
  oidc: OidcSettings | null;
}

import { loadConfig } from './load-config';

describe('single sign-on settings', () => {
  it('defaults to local passwords, no registration and no mapping', () => {
    const { sso } = loadConfig({});
    expect(sso).toMatchObject({ type: 'db', localLogin: true, registration: false, registrationRole: 'Public', rolesMapping: {} });
    expect(sso.ldap).toBeNull();
    expect(sso.oidc).toBeNull();
    expect(sso.remoteUser).toEqual({ header: 'remote-user', groupsHeader: null });
  });

  it('reads a roles mapping with one or several roles per group', () => {
    const { sso } = loadConfig({ TESSERA_AUTH_ROLES_MAPPING: '{"analysts": ["Alpha", " sql_lab "], "viewers": "Gamma"}' });
    expect(sso.rolesMapping).toEqual({ analysts: ['Alpha', 'sql_lab'], viewers: ['Gamma'] });
  });

  it('refuses a mapping that is not groups to role names, naming the variable', () => {
    expect(() => loadConfig({ TESSERA_AUTH_ROLES_MAPPING: '[1]' })).toThrow(/TESSERA_AUTH_ROLES_MAPPING must be a JSON object/);
    expect(() => loadConfig({ TESSERA_AUTH_ROLES_MAPPING: '{"a": [1]}' })).toThrow(/group "a" must map to a role name/);
    expect(() => loadConfig({ TESSERA_AUTH_ROLES_MAPPING: 'analysts=Alpha' })).toThrow(/TESSERA_AUTH_ROLES_MAPPING must be a JSON object/);
  });

  it('requires the server and a way to find people for LDAP', () => {
    expect(() => loadConfig({ TESSERA_AUTH_TYPE: 'ldap' })).toThrow(/TESSERA_LDAP_SERVER is required with TESSERA_AUTH_TYPE=ldap/);
    expect(() => loadConfig({ TESSERA_AUTH_TYPE: 'ldap', TESSERA_LDAP_SERVER: 'ldap://127.0.0.1:389' })).toThrow(
      /TESSERA_LDAP_USERNAME_FORMAT or TESSERA_LDAP_SEARCH is required/,
    );
    expect(() => loadConfig({ TESSERA_LDAP_SERVER: 'http://ldap' })).toThrow(/TESSERA_LDAP_SERVER must use ldap or ldaps/);
    expect(() => loadConfig({ TESSERA_LDAP_USERNAME_FORMAT: 'uid=user,dc=x' })).toThrow(/must contain %s/);
    const { sso } = loadConfig({
      TESSERA_AUTH_TYPE: 'ldap',
      TESSERA_LDAP_SERVER: 'ldap://127.0.0.1:389',
      TESSERA_LDAP_USERNAME_FORMAT: 'uid=%s,ou=people,dc=example,dc=org',
    });
    expect(sso.ldap).toMatchObject({
      url: 'ldap://127.0.0.1:389',
      usernameFormat: 'uid=%s,ou=people,dc=example,dc=org',
      groupField: 'memberOf',
    });
  });

  it('requires the issuer and the client for OpenID Connect', () => {
    expect(() => loadConfig({ TESSERA_AUTH_TYPE: 'oidc' })).toThrow(
      /TESSERA_OIDC_ISSUER is required[\s\S]*TESSERA_OIDC_CLIENT_ID is required/,
    );
    expect(() => loadConfig({ TESSERA_OIDC_SCOPES: 'profile email' })).toThrow(/TESSERA_OIDC_SCOPES must include openid/);
    const { sso } = loadConfig({ TESSERA_AUTH_TYPE: 'oidc', TESSERA_OIDC_ISSUER: 'https://id.example.org', TESSERA_OIDC_CLIENT_ID: 'bi' });
    expect(sso.oidc).toMatchObject({
      issuer: 'https://id.example.org',
      clientId: 'bi',
      clientSecret: null,
      providerName: 'OpenID Connect',
    });
  });

  it('refuses an unknown login type and a header name with spaces', () => {
    expect(() => loadConfig({ TESSERA_AUTH_TYPE: 'saml' })).toThrow(/TESSERA_AUTH_TYPE must be one of db, ldap, oidc, remote_user/);
    expect(() => loadConfig({ TESSERA_AUTH_REMOTE_USER_HEADER: 'Remote User' })).toThrow(/must be an HTTP header name/);
  });
});

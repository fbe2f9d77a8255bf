import { decideLogin, mappedRoles, normaliseGroup, type RoleRules } from './roles-mapping';

const rules: RoleRules = {
  rolesMapping: {
    'cn=analysts,ou=groups,dc=example,dc=org': ['Alpha', 'sql_lab'],
    'cn=viewers,ou=groups,dc=example,dc=org': ['Gamma'],
    admins: ['Admin', 'sql_lab'],
  },
  registrationRole: 'Public',
  registration: true,
  rolesSyncAtLogin: false,
  refuseUnmapped: false,
};
const local = { authProvider: 'db', active: true };
const ldapUser = { authProvider: 'ldap', active: true };

describe('roles mapping', () => {
  it('gives every role of every held group, each once, in the mapping order', () => {
    expect(mappedRoles(['admins', 'CN=Analysts, OU=groups, DC=example, DC=org'], rules.rolesMapping)).toEqual([
      'Alpha',
      'sql_lab',
      'Admin',
    ]);
    expect(mappedRoles(['cn=viewers,ou=groups,dc=example,dc=org'], rules.rolesMapping)).toEqual(['Gamma']);
    expect(mappedRoles(['strangers'], rules.rolesMapping)).toEqual([]);
    expect(mappedRoles([], {})).toEqual([]);
  });

  it('compares groups without case and without spaces after commas', () => {
    expect(normaliseGroup(' CN=A, DC=Example ')).toBe('cn=a,dc=example');
  });
});

describe('deciding a login', () => {
  it('registers an unknown person with the mapped roles, or the registration role when nothing maps', () => {
    expect(decideLogin('ann', 'ldap', null, ['admins'], rules)).toEqual({ kind: 'register', roles: ['Admin', 'sql_lab'] });
    expect(decideLogin('bob', 'ldap', null, ['strangers'], rules)).toEqual({ kind: 'register', roles: ['Public'] });
  });

  it('refuses an unknown person when registration is off', () => {
    const decision = decideLogin('ann', 'oidc', null, ['admins'], { ...rules, registration: false });
    expect(decision).toEqual({ kind: 'refuse', message: 'There is no Tessera account for ann, and accounts are not created at login.' });
  });

  it('refuses groups that map to nothing when told to, for new and known people alike', () => {
    const strict = { ...rules, refuseUnmapped: true };
    expect(decideLogin('bob', 'ldap', null, ['strangers'], strict)).toMatchObject({
      kind: 'refuse',
      message: expect.stringMatching(/None of your groups/),
    });
    expect(decideLogin('bob', 'ldap', ldapUser, [], strict)).toMatchObject({ kind: 'refuse' });
    expect(decideLogin('bob', 'ldap', null, ['admins'], strict)).toEqual({ kind: 'register', roles: ['Admin', 'sql_lab'] });
  });

  it('keeps a known person’s roles unless sync is on, then replaces them with the mapping', () => {
    expect(decideLogin('ann', 'ldap', ldapUser, ['admins'], rules)).toEqual({ kind: 'login' });
    const sync = { ...rules, rolesSyncAtLogin: true };
    expect(decideLogin('ann', 'ldap', ldapUser, ['cn=viewers,ou=groups,dc=example,dc=org'], sync)).toEqual({
      kind: 'login',
      roles: ['Gamma'],
    });
    expect(decideLogin('ann', 'ldap', ldapUser, [], sync)).toEqual({ kind: 'login', roles: ['Public'] });
  });

  it('never lets a provider take over an account of another provider', () => {
    expect(decideLogin('admin', 'ldap', local, ['admins'], rules)).toEqual({
      kind: 'refuse',
      message: 'The account admin logs in with a local password, not LDAP.',
    });
    expect(decideLogin('ann', 'oidc', ldapUser, ['admins'], rules)).toMatchObject({ kind: 'refuse' });
  });

  it('refuses a deactivated account', () => {
    expect(decideLogin('ann', 'ldap', { authProvider: 'ldap', active: false }, ['admins'], rules)).toEqual({
      kind: 'refuse',
      message: 'The account ann is deactivated.',
    });
  });
});

import { loadConfig } from '@tessera/platform';
import { groupDn, groupLdif, personLdif, startLdapTestServer, type LdapTestServer } from '@tessera/platform/testing';
import { browserSession } from '../testing/browser-session';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/** `POST /api/v1/security/login` with a provider, as Superset clients send it. */
function apiLogin(url: string, username: string, password: string, provider: 'db' | 'ldap' = 'ldap') {
  return fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, provider }),
  });
}

/** The role names of whoever holds `token`. */
async function rolesOf(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}/api/v1/me/roles/`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Object.keys(((await response.json()) as { result: { roles: Record<string, unknown> } }).result.roles).sort();
}

async function tokenOf(url: string, username: string, password: string): Promise<string> {
  const response = await apiLogin(url, username, password);
  const body = (await response.json()) as { access_token?: string; message?: string };
  if (response.status !== 200) throw new Error(`LDAP login as ${username}: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token!;
}

const DIRECTORY = [
  personLdif('ann', 'ann-secret-1', 'Ann', 'Lee'),
  personLdif('bob', 'bob-secret-1', 'Bob', 'Stone'),
  personLdif('cat', 'cat-secret-1', 'Cat', 'Moss'),
  personLdif('dan', 'dan-secret-1', 'Dan', 'Reed'),
  groupLdif('analysts', ['ann', 'bob']),
  groupLdif('viewers', ['cat']),
].join('\n');

describe('LDAP login against a real slapd', () => {
  let ldap: LdapTestServer;
  beforeAll(async () => {
    ldap = await startLdapTestServer(DIRECTORY);
  });
  afterAll(() => ldap?.stop());

  describe('direct bind with the DN template, groups from memberOf, registration and sync on', () => {
    let app: HttpTestApp;
    beforeAll(async () => {
      const { sso } = loadConfig({
        TESSERA_AUTH_TYPE: 'ldap',
        TESSERA_LDAP_SERVER: ldap.url,
        TESSERA_LDAP_USERNAME_FORMAT: 'uid=%s,ou=people,dc=example,dc=org',
        TESSERA_AUTH_USER_REGISTRATION: 'true',
        TESSERA_AUTH_USER_REGISTRATION_ROLE: 'Gamma',
        TESSERA_AUTH_ROLES_SYNC_AT_LOGIN: 'true',
        TESSERA_AUTH_ROLES_MAPPING: JSON.stringify({ [groupDn('analysts')]: ['Alpha', 'sql_lab'], [groupDn('viewers')]: 'Gamma' }),
      });
      app = await startHttpTestApp({ sso });
    });
    afterAll(() => app?.stop());

    it('registers a person at their first API login with the roles their groups map to', async () => {
      const token = await tokenOf(app.url, 'ann', 'ann-secret-1');
      expect(await rolesOf(app.url, token)).toEqual(['Alpha', 'sql_lab']);
      const response = await fetch(`${app.url}/api/v1/me/`, { headers: { authorization: `Bearer ${token}` } });
      const me = (await response.json()) as { result: unknown };
      expect(me.result).toMatchObject({ username: 'ann', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', login_count: 1 });
    });

    it('logs in through the login form (a cookie session) with the directory password', async () => {
      const browser = await browserSession(app.url, 'cat', 'cat-secret-1');
      const roles = (await (await browser.fetch('/api/v1/me/roles/')).json()) as { result: { roles: Record<string, unknown> } };
      expect(Object.keys(roles.result.roles)).toEqual(['Gamma']);
    });

    it('gives the registration role to a person whose groups map to nothing', async () => {
      expect(await rolesOf(app.url, await tokenOf(app.url, 'dan', 'dan-secret-1'))).toEqual(['Gamma']);
    });

    it('applies a changed group at the next login and revokes what the user held before', async () => {
      const before = await tokenOf(app.url, 'bob', 'bob-secret-1');
      expect(await rolesOf(app.url, before)).toEqual(['Alpha', 'sql_lab']);
      await ldap.modify(
        `dn: ${groupDn('analysts')}\nchangetype: modify\ndelete: member\nmember: uid=bob,ou=people,dc=example,dc=org\n\n` +
          `dn: ${groupDn('viewers')}\nchangetype: modify\nadd: member\nmember: uid=bob,ou=people,dc=example,dc=org\n`,
      );
      const after = await tokenOf(app.url, 'bob', 'bob-secret-1');
      expect(await rolesOf(app.url, after)).toEqual(['Gamma']);
      expect((await fetch(`${app.url}/api/v1/me/`, { headers: { authorization: `Bearer ${before}` } })).status).toBe(401);
    });

    it('refuses a wrong password and counts it in the login throttle', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const refused = await apiLogin(app.url, 'cat', 'not-her-password');
        expect(refused.status).toBe(401);
      }
      const throttled = await apiLogin(app.url, 'cat', 'cat-secret-1');
      expect(throttled.status).toBe(429);
      expect(((await throttled.json()) as { message: string }).message).toMatch(/Too many login attempts/);
    });

    it('refuses an empty password and an unknown person', async () => {
      expect((await apiLogin(app.url, 'nobody', 'whatever-1')).status).toBe(401);
      const form = await fetch(`${app.url}/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ann', password: '' }),
      });
      expect(form.status).toBe(400);
    });

    it('keeps the local administrator logging in with the local password, by the form and the API', async () => {
      await browserSession(app.url, 'admin', 'admin');
      await ApiSession.login(app.url, 'admin', 'admin');
      // The directory has no say over a local account: an LDAP login under its name is refused.
      expect((await apiLogin(app.url, 'admin', 'admin')).status).toBe(401);
    });

    it('leaves a directory user without a local password', async () => {
      expect((await apiLogin(app.url, 'ann', 'ann-secret-1', 'db')).status).toBe(401);
    });
  });

  describe('search-then-bind with a service account, groups from a group search, groups that map to nothing refused', () => {
    let app: HttpTestApp;
    beforeAll(async () => {
      await ldap.add(
        'dn: cn=reader,dc=example,dc=org\nobjectClass: simpleSecurityObject\nobjectClass: organizationalRole\ncn: reader\nuserPassword: reader-secret\n',
      );
      const { sso } = loadConfig({
        TESSERA_AUTH_TYPE: 'ldap',
        TESSERA_LDAP_SERVER: ldap.url,
        TESSERA_LDAP_SEARCH: 'ou=people,dc=example,dc=org',
        TESSERA_LDAP_SEARCH_FILTER: '(objectClass=inetOrgPerson)',
        TESSERA_LDAP_BIND_USER: 'cn=reader,dc=example,dc=org',
        TESSERA_LDAP_BIND_PASSWORD: 'reader-secret',
        TESSERA_LDAP_GROUP_FIELD: '',
        TESSERA_LDAP_GROUP_SEARCH: 'ou=groups,dc=example,dc=org',
        TESSERA_AUTH_USER_REGISTRATION: 'true',
        TESSERA_AUTH_REFUSE_UNMAPPED: 'true',
        TESSERA_AUTH_ROLES_MAPPING: JSON.stringify({ [groupDn('analysts')]: ['Alpha'] }),
      });
      app = await startHttpTestApp({ sso });
    });
    afterAll(() => app?.stop());

    it('finds the person with the service account and their groups with the group search', async () => {
      expect(await rolesOf(app.url, await tokenOf(app.url, 'ann', 'ann-secret-1'))).toEqual(['Alpha']);
    });

    it('refuses a person whose groups map to no role, saying why', async () => {
      const refused = await apiLogin(app.url, 'dan', 'dan-secret-1');
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toMatch(/None of your groups gives access to Tessera/);
    });

    it('refuses a wrong password found by the search', async () => {
      expect((await apiLogin(app.url, 'ann', 'wrong-password')).status).toBe(401);
    });

    it('never finds a person through a username that widens the search filter', async () => {
      expect((await apiLogin(app.url, '*', 'ann-secret-1')).status).toBe(401);
      expect((await apiLogin(app.url, 'a*', 'ann-secret-1')).status).toBe(401);
    });
  });

  describe('registration off', () => {
    let app: HttpTestApp;
    let admin: ApiSession;
    beforeAll(async () => {
      const { sso } = loadConfig({
        TESSERA_AUTH_TYPE: 'ldap',
        TESSERA_LDAP_SERVER: ldap.url,
        TESSERA_LDAP_USERNAME_FORMAT: 'uid=%s,ou=people,dc=example,dc=org',
      });
      app = await startHttpTestApp({ sso });
      admin = await ApiSession.login(app.url, 'admin', 'admin');
    });
    afterAll(() => app?.stop());

    it('refuses a person without an account, saying why, and creates none', async () => {
      const refused = await apiLogin(app.url, 'ann', 'ann-secret-1');
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'There is no Tessera account for ann, and accounts are not created at login.',
      );
      const users = await admin.get('/api/v1/security/users/?q=(page_size:100)');
      expect(users.status).toBe(200);
      expect(users.body.result.map((user: { username: string }) => user.username)).toEqual(['admin']);
    });
  });
});

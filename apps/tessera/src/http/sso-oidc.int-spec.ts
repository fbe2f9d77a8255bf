import { loadConfig } from '@tessera/platform';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { freePort, startOidcTestProvider, type OidcTestProvider, type TestAccount } from '../testing/oidc-test-provider';
import { RedirectBrowser } from '../testing/redirect-browser';

const olivia = (groups: string[]): TestAccount => ({
  preferred_username: 'olivia',
  given_name: 'Olivia',
  family_name: 'Hart',
  email: 'olivia@example.org',
  groups,
});

describe('OpenID Connect login against a real provider', () => {
  let provider: OidcTestProvider;
  let app: HttpTestApp;

  beforeAll(async () => {
    const port = await freePort();
    const { sso } = loadConfig({
      TESSERA_AUTH_TYPE: 'oidc',
      TESSERA_OIDC_ISSUER: `http://127.0.0.1:${port}`,
      TESSERA_OIDC_CLIENT_ID: 'tessera',
      TESSERA_OIDC_CLIENT_SECRET: 'tessera-client-secret',
      TESSERA_OIDC_PROVIDER_NAME: 'Example ID',
      TESSERA_AUTH_USER_REGISTRATION: 'true',
      TESSERA_AUTH_ROLES_SYNC_AT_LOGIN: 'true',
      TESSERA_AUTH_LOCAL_LOGIN: 'false',
      TESSERA_AUTH_ROLES_MAPPING: JSON.stringify({ analysts: ['Alpha', 'sql_lab'], viewers: ['Gamma'] }),
    });
    app = await startHttpTestApp({ sso });
    provider = await startOidcTestProvider(port, app.url, { olivia: olivia(['analysts']) });
  });
  afterAll(async () => {
    await provider?.stop();
    await app?.stop();
  });

  /** The code flow through the provider's own login and consent pages; answers the browser, landed back here. */
  async function signIn(account: string, next = '/dashboard/list/') {
    const browser = new RedirectBrowser();
    const loginPage = await browser.open(`${app.url}/login/oidc?next=${encodeURIComponent(next)}`);
    expect(loginPage.url.startsWith(provider.issuer)).toBe(true);
    const consentPage = await browser.submitForm(loginPage, { login: account, password: 'any-password' });
    const landed = consentPage.url.startsWith(provider.issuer) ? await browser.submitForm(consentPage, {}) : consentPage;
    return { browser, landed };
  }

  const cookieHeader = (browser: RedirectBrowser) => [...browser.cookies(app.url)].map(([name, value]) => `${name}=${value}`).join('; ');

  async function rolesOf(browser: RedirectBrowser): Promise<string[]> {
    const response = await fetch(`${app.url}/api/v1/me/roles/`, { headers: { cookie: cookieHeader(browser) } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { username: string; roles: Record<string, unknown> } };
    expect(body.result.username).toBe('olivia');
    return Object.keys(body.result.roles).sort();
  }

  it('offers the provider on the login page, without the password form', async () => {
    const response = await fetch(`${app.url}/api/v1/security/login_providers`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: {
        auth_type: 'oidc',
        local_login: false,
        password_form: false,
        providers: [{ id: 'oidc', name: 'Example ID', url: '/login/oidc' }],
      },
    });
  });

  it('signs a new person in through the provider, with a session and roles from the groups claim', async () => {
    const { browser, landed } = await signIn('olivia');
    expect(new URL(landed.url).pathname).toBe('/dashboard/list/');
    expect(browser.cookies(app.url).has('session')).toBe(true);
    expect(await rolesOf(browser)).toEqual(['Alpha', 'sql_lab']);
    const me = (await (await fetch(`${app.url}/api/v1/me/`, { headers: { cookie: cookieHeader(browser) } })).json()) as {
      result: Record<string, unknown>;
    };
    expect(me.result).toMatchObject({ first_name: 'Olivia', last_name: 'Hart', email: 'olivia@example.org' });
  });

  it('applies a group changed at the provider at the next login', async () => {
    await provider.setAccounts({ olivia: olivia(['viewers']) });
    const { browser } = await signIn('olivia');
    expect(await rolesOf(browser)).toEqual(['Gamma']);
  });

  it('ends the session here and at the provider on logout', async () => {
    const { browser } = await signIn('olivia');
    const cookie = cookieHeader(browser);
    const csrf = ((await (await fetch(`${app.url}/api/v1/security/csrf_token/`, { headers: { cookie } })).json()) as { result: string })
      .result;
    const logout = await fetch(`${app.url}/logout/`, {
      method: 'POST',
      headers: { cookie, 'x-csrftoken': csrf, accept: 'application/json' },
    });
    expect(logout.status).toBe(200);
    const { redirect } = (await logout.json()) as { redirect?: string };
    expect(redirect).toMatch(new RegExp(`^${provider.issuer}/session/end\\?`));
    expect(new URL(redirect!).searchParams.get('id_token_hint')).toBeTruthy();
    expect((await fetch(`${app.url}/api/v1/me/`, { headers: { cookie } })).status).toBe(401);
    // The provider asks to confirm, then sends the browser back to the login page.
    const confirm = await browser.open(redirect!);
    const back = await browser.submitForm(confirm, { logout: 'yes' });
    expect(back.url).toBe(`${app.url}/login/`);
  });

  it('refuses a callback that this browser did not start', async () => {
    const browser = new RedirectBrowser();
    const answer = await browser.open(`${app.url}/login/oidc/callback?code=forged&state=forged`);
    expect(new URL(answer.url).pathname).toBe('/login/');
    expect(new URL(answer.url).searchParams.get('sso_error')).toMatch(/try again/);
    expect(browser.cookies(app.url).has('session')).toBe(false);
  });

  it('keeps password login for local administrators only when local login is off', async () => {
    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = (await admin.get('/api/v1/security/roles/?q=(page_size:100)')).body.result as { id: number; name: string }[];
    const created = await admin.post('/api/v1/security/users/', {
      first_name: 'Local',
      last_name: 'Analyst',
      username: 'local-analyst',
      email: 'local-analyst@example.org',
      password: 'local-analyst-pw',
      roles: [roles.find((role) => role.name === 'Gamma')!.id],
    });
    expect(created.status).toBe(201);
    const refused = await fetch(`${app.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'local-analyst', password: 'local-analyst-pw', provider: 'db' }),
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('Password login is for administrators only; use single sign-on.');
  });
});

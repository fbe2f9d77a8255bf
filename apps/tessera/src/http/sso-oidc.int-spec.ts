import { createHash, randomBytes } from 'node:crypto';
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
  /**
   * What a script does at the provider before it calls Tessera: an authorization code flow of its
   * own (PKCE), the code traded at the provider's token endpoint for the provider's access token.
   */
  async function providerAccessToken(account: string): Promise<string> {
    const metadata = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as {
      authorization_endpoint: string;
      token_endpoint: string;
    };
    const verifier = randomBytes(32).toString('base64url');
    const redirectUri = `${app.url}/login/oidc/callback`;
    const authorize = new URL(metadata.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: redirectUri,
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const browser = new RedirectBrowser();
    const loginPage = await browser.open(authorize.href);
    const consentPage = await browser.submitForm(loginPage, { login: account, password: 'any-password' });
    if (consentPage.url.startsWith(provider.issuer)) await browser.submitForm(consentPage, {});
    const callback = browser.visited.find((url) => url.startsWith(`${redirectUri}?`));
    const code = callback && new URL(callback).searchParams.get('code');
    if (!code) throw new Error(`the provider sent no code back: ${browser.visited.join(' → ')}`);
    const tokens = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
    });
    expect(tokens.status).toBe(200);
    return ((await tokens.json()) as { access_token: string }).access_token;
  }

  const exchange = (body: Record<string, unknown>) =>
    fetch(`${app.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('trades a provider access token for Tessera tokens, admitting the person like the browser login', async () => {
    await provider.setAccounts({
      olivia: olivia(['viewers']),
      scripter: { preferred_username: 'scripter', given_name: 'Nightly', family_name: 'Job', groups: ['analysts'] },
    });
    const accessToken = await providerAccessToken('scripter');
    const answer = await exchange({ provider: 'oidc', access_token: accessToken, refresh: true });
    expect(answer.status).toBe(200);
    const tokens = (await answer.json()) as { access_token: string; refresh_token: string };
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const roles = await fetch(`${app.url}/api/v1/me/roles/`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(roles.status).toBe(200);
    const body = (await roles.json()) as { result: { username: string; first_name: string; roles: Record<string, unknown> } };
    expect(body.result).toMatchObject({ username: 'scripter', first_name: 'Nightly' });
    expect(Object.keys(body.result.roles).sort()).toEqual(['Alpha', 'sql_lab']);
    // The refresh token works like the password login's.
    const refreshed = await fetch(`${app.url}/api/v1/security/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(refreshed.status).toBe(200);
  });

  it('refuses an access token the provider did not issue, and a request without one', async () => {
    const forged = await exchange({ provider: 'oidc', access_token: 'forged-access-token' });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe('Example ID did not accept the access token');
    expect((await exchange({ provider: 'oidc' })).status).toBe(400);
    expect((await exchange({ provider: 'oidc', access_token: '' })).status).toBe(400);
  });
});

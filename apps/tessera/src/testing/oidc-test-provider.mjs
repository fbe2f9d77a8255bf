// A real OpenID Connect provider (node-oidc-provider) for the single-sign-on tests, run as its own
// process: `node oidc-test-provider.mjs <port> <accounts.json> <redirect_uri> <post_logout_redirect_uri>`.
// Its development login and consent pages accept any account id listed in the accounts file, which
// the test rewrites to change a person's groups between logins. Prints "listening" when ready.
import { readFileSync } from 'node:fs';
import Provider from 'oidc-provider';

// Arguments, or (for a runner that passes only an environment) OIDC_TEST_PORT, OIDC_TEST_ACCOUNTS,
// OIDC_TEST_REDIRECT_URI and OIDC_TEST_POST_LOGOUT_URI.
const { env } = process;
const [port, accountsFile, redirectUri, postLogoutRedirectUri] =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [env.OIDC_TEST_PORT, env.OIDC_TEST_ACCOUNTS, env.OIDC_TEST_REDIRECT_URI, env.OIDC_TEST_POST_LOGOUT_URI];

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: 'tessera',
      client_secret: 'tessera-client-secret',
      redirect_uris: [redirectUri],
      post_logout_redirect_uris: [postLogoutRedirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: {
    openid: ['sub'],
    profile: ['preferred_username', 'given_name', 'family_name', 'name', 'groups'],
    email: ['email'],
  },
  async findAccount(_context, id) {
    const accounts = JSON.parse(readFileSync(accountsFile, 'utf8'));
    const account = accounts[id];
    if (!account) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...account }) };
  },
  cookies: { keys: ['oidc-test-provider-cookie-key'] },
  features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
});
provider.proxy = false;
provider.listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));

import { OidcRelyingParty } from './oidc-relying-party';

const settings = {
  issuer: 'http://127.0.0.1:1/',
  clientId: 'tessera',
  clientSecret: null,
  scopes: 'openid profile',
  usernameClaim: 'preferred_username',
  groupsClaim: 'groups',
  providerName: 'Example ID',
  redirectUri: null,
};

describe('OpenID Connect relying party', () => {
  it('calls back to this site at the address the browser used, unless a redirect URI is configured', () => {
    expect(new OidcRelyingParty(settings).redirectUri('https://bi.example.org')).toBe('https://bi.example.org/login/oidc/callback');
    expect(new OidcRelyingParty({ ...settings, redirectUri: 'https://x.example.org/cb' }).redirectUri('https://bi.example.org')).toBe(
      'https://x.example.org/cb',
    );
  });

  it('fails to start while the provider cannot be reached, and tries discovery again next time', async () => {
    const party = new OidcRelyingParty(settings);
    await expect(party.start('http://localhost', '/')).rejects.toThrow();
    await expect(party.start('http://localhost', '/')).rejects.toThrow();
  });
});

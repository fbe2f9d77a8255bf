import type { OidcSettings } from '@tessera/platform';
import * as client from 'openid-client';
import type { ExternalIdentity } from '../external-logins';

/** What the browser's round trip to the provider must bring back: kept server-side under the state. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** Where to go after login (a same-site path). */
  next: string;
}

/** A login the provider vouched for: the person, and the ID token for ending the provider's session at logout. */
export interface OidcLogin {
  identity: ExternalIdentity;
  idToken: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A groups claim as a list: an array of names, or one name (some providers send a string when there is one). */
function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/**
 * Tessera as an OpenID Connect client (authorization code flow with PKCE, `openid-client`): the
 * provider's metadata discovered from the issuer once (again after a failure), the authorization
 * address built with state, nonce and the code challenge, and the callback's code exchanged and
 * checked. Claims missing from the ID token (the username or the groups) are read from UserInfo.
 */
export class OidcRelyingParty {
  private discovered: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  get providerName(): string {
    return this.settings.providerName;
  }

  /** The redirect URI: the configured one, else this site's callback at the address the browser used. */
  redirectUri(origin: string): string {
    return this.settings.redirectUri ?? `${origin}/login/oidc/callback`;
  }

  async start(origin: string, next: string): Promise<{ url: string; pending: PendingLogin }> {
    const config = await this.configuration();
    const pending: PendingLogin = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      redirectUri: this.redirectUri(origin),
      next,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: pending.redirectUri,
      scope: this.settings.scopes,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, pending };
  }

  /** Exchanges the callback's code; throws when the provider refused or anything does not check out. */
  async finish(callbackQuery: string, pending: PendingLogin): Promise<OidcLogin> {
    const config = await this.configuration();
    const currentUrl = new URL(pending.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = { ...tokens.claims() };
    const { usernameClaim, groupsClaim } = this.settings;
    if ((claims[usernameClaim] === undefined || claims[groupsClaim] === undefined) && config.serverMetadata().userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, text(claims.sub));
      claims = { ...userInfo, ...claims };
      for (const key of [usernameClaim, groupsClaim]) if (claims[key] === undefined) claims[key] = userInfo[key];
    }
    return { identity: this.identityOf(claims), idToken: tokens.id_token ?? null };
  }

  /**
   * The person an access token the provider issued belongs to, for scripts that signed in at the
   * provider themselves (`POST /api/v1/security/login` with `provider: "oidc"`). The provider's
   * UserInfo endpoint is the judge: it answers only for a token it issued that is still valid, and
   * answers the same claims the browser login reads. Throws when the provider refuses the token.
   */
  async identityFromAccessToken(accessToken: string): Promise<ExternalIdentity> {
    const config = await this.configuration();
    if (!config.serverMetadata().userinfo_endpoint)
      throw new Error('The provider advertises no UserInfo endpoint to check access tokens with');
    // No ID token comes with a bare access token, so there is no subject to hold the answer to.
    const claims = await client.fetchUserInfo(config, accessToken, client.skipSubjectCheck);
    return this.identityOf(claims);
  }

  /** The person the claims describe, named by the configured username claim, with the groups claim's groups. */
  private identityOf(claims: Record<string, unknown>): ExternalIdentity {
    const { usernameClaim, groupsClaim } = this.settings;
    const username = text(claims[usernameClaim]).trim();
    if (!username) throw new Error(`The provider's answer has no ${usernameClaim} claim to name the user by`);
    return {
      profile: {
        username: username.slice(0, 64),
        firstName: (text(claims.given_name) || text(claims.name) || username).slice(0, 64),
        lastName: text(claims.family_name).slice(0, 64),
        email: text(claims.email),
      },
      groups: groupsOf(claims[groupsClaim]),
    };
  }

  /** The provider's logout address when it advertises one (RP-initiated logout), else null. */
  async endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
    const config = await this.configuration();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, {
      ...(idToken ? { id_token_hint: idToken } : {}),
      post_logout_redirect_uri: postLogoutRedirectUri,
      client_id: this.settings.clientId,
    }).href;
  }

  private configuration(): Promise<client.Configuration> {
    if (!this.discovered) {
      const { issuer, clientId, clientSecret } = this.settings;
      const insecure = new URL(issuer).protocol === 'http:';
      this.discovered = client
        .discovery(new URL(issuer), clientId, clientSecret ?? undefined, clientSecret ? undefined : client.None(), {
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.discovered = null;
          throw error;
        });
    }
    return this.discovered;
  }
}

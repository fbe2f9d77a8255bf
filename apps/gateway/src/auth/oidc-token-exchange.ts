import { badRequest, ErrorCode, TesseraError } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import type { DirectoryUser, IdentityDirectory } from '../security/identity-directory';
import type { ExternalLogins } from '../sso/external-logins';
import type { OidcRelyingParty } from '../sso/oidc/oidc-relying-party';
import type { LoginRateLimiter } from './login-rate-limiter';
import type { TokenVersions } from './token-versions';

/** The throttle's name for these attempts: they have no username of their own. */
const THROTTLE_NAME = '(oidc access token)';

/**
 * Scripts in an OpenID Connect deployment have no Tessera password: they get an access token from
 * the provider (client credentials of their own, device flow, a CLI login…) and trade it here for
 * Tessera's tokens. The provider vouches for the token through its UserInfo endpoint; the person is
 * then admitted exactly as at a browser login (registration, roles from the groups claim).
 * A refused token counts in the login throttle like a wrong password.
 */
export class OidcTokenExchange {
  constructor(
    private readonly oidc: OidcRelyingParty | null,
    private readonly logins: ExternalLogins,
    private readonly directory: IdentityDirectory,
    private readonly limiter: LoginRateLimiter,
    private readonly versions: TokenVersions,
  ) {}

  async exchange(accessToken: string, clientIp: string): Promise<DirectoryUser> {
    if (!this.oidc) throw badRequest('OpenID Connect is not configured (TESSERA_OIDC_ISSUER, TESSERA_OIDC_CLIENT_ID)');
    await this.limiter.checkAllowed(clientIp, THROTTLE_NAME);
    let identity;
    try {
      identity = await this.oidc.identityFromAccessToken(accessToken);
    } catch {
      await this.limiter.recordFailure(clientIp);
      throw new TesseraError(ErrorCode.UNAUTHORIZED, serverText('%s did not accept the access token', this.oidc.providerName));
    }
    const admitted = await this.logins.admit('oidc', identity);
    await this.limiter.recordSuccess(clientIp, THROTTLE_NAME);
    // A role change at admission revoked what the user held; other replicas learn it from the shared record.
    await this.versions.announce(admitted.id, admitted.tokenVersion);
    this.directory.forgetUser(admitted.id);
    const user = await this.directory.findUser(admitted.id);
    if (!user) throw new TesseraError(ErrorCode.UNAUTHORIZED, 'Not authorized');
    return user;
  }
}

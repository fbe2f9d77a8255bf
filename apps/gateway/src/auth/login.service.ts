import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { SsoConfig } from '@tessera/platform';
import type { ExternalUsers, SecurityUser } from '@tessera/security';
import type { DirectoryUser, IdentityDirectory } from '../security/identity-directory';
import type { ExternalLogins } from '../sso/external-logins';
import type { LdapAuthenticator } from '../sso/ldap/ldap-authenticator';
import type { LoginRateLimiter } from './login-rate-limiter';
import type { TokenVersions } from './token-versions';
import { serverText } from '@tessera/platform';

/** `db`: the local password; `ldap`: a bind to the directory; absent: as TESSERA_AUTH_TYPE says. */
export type PasswordProvider = 'db' | 'ldap';

/** What password logins need besides the local directory and the throttle. */
export interface SingleSignOn {
  config: SsoConfig;
  users: ExternalUsers;
  logins: ExternalLogins;
  /** Null when no LDAP server is set. */
  ldap: LdapAuthenticator | null;
  versions: TokenVersions;
}

const isAdminAccount = (user: SecurityUser | null) => !!user?.roles.some((role) => role.name.toLowerCase() === 'admin');

/**
 * Password checks shared by the SPA's session login and the JWT login, rate-limited per client:
 * a local password, or an LDAP bind. Wrong passwords count in the throttle whichever checked them.
 */
export class LoginService {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly limiter: LoginRateLimiter,
    private readonly sso: SingleSignOn,
  ) {}

  async verify(
    username: string,
    password: string,
    clientIp: string,
    failureMessage: string,
    provider?: PasswordProvider,
  ): Promise<DirectoryUser> {
    await this.limiter.checkAllowed(clientIp, username);
    const account = await this.sso.users.findByUsername(username);
    const user = this.viaLdap(account, provider)
      ? await this.ldapLogin(username, password)
      : await this.localLogin(username, password, account);
    if (!user) {
      await this.limiter.recordFailure(clientIp);
      throw new TesseraError(ErrorCode.UNAUTHORIZED, failureMessage);
    }
    await this.limiter.recordSuccess(clientIp, username);
    return user;
  }

  /**
   * An explicit `ldap` binds; an explicit `db` checks the local password; without one, an LDAP
   * deployment binds for everyone but the local accounts (the administrator keeps logging in).
   */
  private viaLdap(account: SecurityUser | null, provider: PasswordProvider | undefined): boolean {
    if (provider) return provider === 'ldap';
    return this.sso.config.type === 'ldap' && account?.authProvider !== 'db';
  }

  private async ldapLogin(username: string, password: string): Promise<DirectoryUser | null> {
    if (!this.sso.ldap) return null;
    const identity = await this.sso.ldap.authenticate(username, password);
    if (!identity) return null;
    const admitted = await this.sso.logins.admit('ldap', identity);
    // A role change revoked what the user held; other replicas learn it from the shared record.
    await this.sso.versions.announce(admitted.id, admitted.tokenVersion);
    this.directory.forgetUser(admitted.id);
    return this.directory.findUser(admitted.id);
  }

  /** With TESSERA_AUTH_LOCAL_LOGIN off only local administrators log in with a password, so an operator is never locked out. */
  private async localLogin(username: string, password: string, account: SecurityUser | null): Promise<DirectoryUser | null> {
    const user = await this.directory.authenticate(username, password);
    if (user && !this.sso.config.localLogin && !isAdminAccount(account))
      throw new TesseraError(ErrorCode.UNAUTHORIZED, serverText('Password login is for administrators only; use single sign-on.'));
    return user;
  }
}

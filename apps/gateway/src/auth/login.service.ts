import { ErrorCode, TesseraError } from '@tessera/contracts';
import { IdentityDirectory, type DirectoryUser } from '../security/identity-directory';
import type { LoginRateLimiter } from './login-rate-limiter';

/** Password checks shared by the SPA's session login and the JWT login, rate-limited per client. */
export class LoginService {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly limiter: LoginRateLimiter,
  ) {}

  async verify(username: string, password: string, clientIp: string, failureMessage: string): Promise<DirectoryUser> {
    await this.limiter.checkAllowed(clientIp, username);
    const user = await this.directory.authenticate(username, password);
    if (!user) {
      await this.limiter.recordFailure(clientIp);
      throw new TesseraError(ErrorCode.UNAUTHORIZED, failureMessage);
    }
    await this.limiter.recordSuccess(clientIp, username);
    return user;
  }
}

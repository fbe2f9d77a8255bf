import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';

/** Default bcrypt cost: about 50-100 ms per hash on a server core. */
export const DEFAULT_BCRYPT_COST = 10;

/**
 * Hashes and checks passwords with bcrypt. The work runs on libuv's thread pool (a native binding),
 * not on the event loop: a rush of logins must not stall every other request of the process.
 */
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  /** `cost` is the bcrypt log-rounds (4-31); tests use 4 to stay fast. */
  constructor(private readonly cost: number = DEFAULT_BCRYPT_COST) {
    if (!Number.isInteger(cost) || cost < 4 || cost > 31) throw new RangeError(`bcrypt cost must be an integer from 4 to 31, got ${cost}`);
  }

  hash(password: string): Promise<string> {
    return bcryptHash(password, this.cost);
  }

  /** False, not an error, for a hash that is not bcrypt. */
  async verify(password: string, hash: string): Promise<boolean> {
    try {
      return await bcryptVerify(password, hash);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time a real check would, so a login for an unknown or disabled user does not
   * answer measurably faster than one with a wrong password.
   */
  async burn(password: string): Promise<void> {
    this.dummyHash ??= bcryptHash('tessera-unknown-user', this.cost);
    await this.verify(password, await this.dummyHash);
  }
}

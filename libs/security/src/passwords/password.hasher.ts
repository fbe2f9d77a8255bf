import bcrypt from 'bcryptjs';

/** Default bcrypt cost: about 50-100 ms per hash on a server core. */
export const DEFAULT_BCRYPT_COST = 10;

/** Hashes and checks passwords with bcrypt. */
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  /** `cost` is the bcrypt log-rounds (4-31); tests use 4 to stay fast. */
  constructor(private readonly cost: number = DEFAULT_BCRYPT_COST) {
    if (!Number.isInteger(cost) || cost < 4 || cost > 31) throw new RangeError(`bcrypt cost must be an integer from 4 to 31, got ${cost}`);
  }

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.cost);
  }

  /** False, not an error, for a hash that is not bcrypt. */
  async verify(password: string, hash: string): Promise<boolean> {
    try {
      return await bcrypt.compare(password, hash);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time a real check would, so a login for an unknown or disabled user does not
   * answer measurably faster than one with a wrong password.
   */
  async burn(password: string): Promise<void> {
    this.dummyHash ??= bcrypt.hash('tessera-unknown-user', this.cost);
    await bcrypt.compare(password, await this.dummyHash);
  }
}

import { TtlCache, type AccessInvalidator, type SecurityUser, type UserService } from '@tessera/security';

/**
 * Users by id for authenticating requests, kept a few seconds so a busy dashboard does not read the
 * same user row (and roles) for every chart. The user service tells it about changes made through
 * this gateway; a change that revokes tokens on another replica is noticed at once through the
 * shared token-version record (see `TokenVersions`), other changes within the TTL.
 */
export class CachedUsers implements AccessInvalidator {
  private readonly users = new TtlCache<number, SecurityUser | null>(5_000);
  /** Counts the invalidations, so cached principals built on a dropped user are known stale. */
  private invalidations = 0;

  get generation(): number {
    return this.invalidations;
  }

  find(users: UserService, id: number): Promise<SecurityUser | null> {
    return this.users.getOrLoad(id, () => users.findById(id));
  }

  invalidateUser(userId: number): void {
    this.invalidations += 1;
    this.users.delete(userId);
  }

  invalidateAll(): void {
    this.invalidations += 1;
    this.users.clear();
  }
}

/** Tells every cache in `invalidators` about a change. */
export function allOf(...invalidators: AccessInvalidator[]): AccessInvalidator {
  return {
    invalidateUser: (userId) => invalidators.forEach((invalidator) => invalidator.invalidateUser(userId)),
    invalidateAll: () => invalidators.forEach((invalidator) => invalidator.invalidateAll()),
  };
}

import { DescribeUsers, type UserRef } from '@tessera/contracts';
import type { BusClient } from '../bus/bus-client';

const TTL_MS = 30_000;

/**
 * Names of users for `owners`, `created_by` and `changed_by` fields. Users live with the gateway's
 * security module; services ask over the bus and keep answers briefly.
 */
export class UserDirectoryClient {
  private readonly cache = new Map<number, { user: UserRef; at: number }>();

  constructor(private readonly bus: BusClient) {}

  async describe(ids: Iterable<number | null | undefined>): Promise<Map<number, UserRef>> {
    const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
    const now = Date.now();
    const missing = wanted.filter((id) => (this.cache.get(id)?.at ?? 0) + TTL_MS < now);
    if (missing.length > 0) {
      const { users } = await this.bus.request(DescribeUsers, { ids: missing });
      for (const user of users) this.cache.set(user.id, { user, at: now });
    }
    const found = new Map<number, UserRef>();
    for (const id of wanted) {
      const entry = this.cache.get(id);
      if (entry) found.set(id, entry.user);
    }
    return found;
  }

  /** Forgets cached names (after a user was renamed). */
  clear(): void {
    this.cache.clear();
  }
}

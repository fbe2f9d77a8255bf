import { Injectable } from '@nestjs/common';
import type { Caller } from '@tessera/contracts';

/** How long a guest's chart list is reused: a chart taken off a dashboard stays readable to its guests this long. */
const TTL_MS = 2_000;

/** The dashboards a guest token names and the guest role's permissions decide which charts it sees. */
function scopeKey(caller: Caller | undefined): string {
  const resources = (caller?.guestScope?.resources ?? []).map((resource) => `${resource.type}:${resource.id}`).sort();
  return JSON.stringify([resources, caller?.permissionsDigest ?? null]);
}

/**
 * The charts an embedded-dashboard guest may read, kept for a moment per guest scope: a dashboard's
 * burst of chart queries (and the same dashboard's other viewers) asks the dashboard service once,
 * not twice per chart.
 */
@Injectable()
export class GuestChartScopeCache {
  private readonly entries = new Map<string, { chartIds: number[]; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<number[]>>();

  async chartIds(caller: Caller | undefined, load: () => Promise<number[]>): Promise<number[]> {
    const key = scopeKey(caller);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.chartIds;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load().then((chartIds) => {
      this.forgetExpired();
      this.entries.set(key, { chartIds, expiresAt: Date.now() + TTL_MS });
      return chartIds;
    });
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(key);
    }
  }

  /** Each guest scope makes its own key; expired ones go as new ones come, so the map stays small. */
  private forgetExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

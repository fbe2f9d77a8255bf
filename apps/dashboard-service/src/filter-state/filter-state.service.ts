import { randomBytes } from 'node:crypto';
import { forbidden, notFound, parseBoundedJson } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { KV_STORE, type KeyValueStore, serverText } from '@tessera/platform';
import type { Viewer } from '../access/viewer';
import { DashboardFinder } from '../dashboards/dashboard.finder';
import { invalidField } from '../validation/json-checks';

/** Superset's `FILTER_STATE_CACHE_CONFIG`: 90 days. */
export const FILTER_STATE_TTL_SECONDS = 90 * 24 * 3600;

interface StoredState {
  owner: number | null;
  value: string;
}

const entryKey = (dashboardId: number, key: string) => `dashboards:filter-state:${dashboardId}:${key}`;
const contextKey = (dashboardId: number, userId: number | null, tabId: number | undefined) =>
  `dashboards:filter-state-context:${dashboardId}:${userId ?? 'anonymous'}:${tabId ?? 'none'}`;

function checkValue(value: string): void {
  try {
    parseBoundedJson(value);
  } catch {
    throw invalidField('value', serverText('must be a JSON document in a string'));
  }
}

/**
 * A user's native filter state for a dashboard, kept 90 days under a random key. A user reopening
 * the same dashboard tab reuses their key; only the user who stored a state may change or delete it.
 */
@Injectable()
export class FilterStateService {
  constructor(
    @Inject(KV_STORE) private readonly kv: KeyValueStore,
    private readonly finder: DashboardFinder,
  ) {}

  async create(viewer: Viewer, dashboardId: number, tabId: number | undefined, value: string): Promise<{ key: string }> {
    await this.finder.findReadable(viewer, dashboardId);
    checkValue(value);
    const context = contextKey(dashboardId, viewer.userId, tabId);
    const previous = await this.kv.get(context);
    const reusable = previous !== null && (await this.read(dashboardId, previous))?.owner === viewer.userId;
    const key = reusable ? previous : randomBytes(16).toString('base64url');
    await this.write(dashboardId, key, { owner: viewer.userId, value });
    await this.kv.set(context, key, FILTER_STATE_TTL_SECONDS);
    return { key };
  }

  async get(viewer: Viewer, dashboardId: number, key: string): Promise<{ value: string }> {
    await this.finder.findReadable(viewer, dashboardId);
    const state = await this.read(dashboardId, key);
    if (!state) throw notFound();
    return { value: state.value };
  }

  async update(viewer: Viewer, dashboardId: number, key: string, value: string): Promise<{ key: string }> {
    await this.finder.findReadable(viewer, dashboardId);
    checkValue(value);
    const state = await this.owned(viewer, dashboardId, key);
    await this.write(dashboardId, key, { ...state, value });
    return { key };
  }

  async delete(viewer: Viewer, dashboardId: number, key: string): Promise<boolean> {
    await this.finder.findReadable(viewer, dashboardId);
    await this.owned(viewer, dashboardId, key);
    await this.kv.delete(entryKey(dashboardId, key));
    return true;
  }

  private async owned(viewer: Viewer, dashboardId: number, key: string): Promise<StoredState> {
    const state = await this.read(dashboardId, key);
    if (!state) throw notFound();
    if (state.owner !== viewer.userId) throw forbidden(serverText('This filter state belongs to another user'));
    return state;
  }

  private async read(dashboardId: number, key: string): Promise<StoredState | null> {
    const raw = await this.kv.get(entryKey(dashboardId, key));
    return raw === null ? null : (JSON.parse(raw) as StoredState);
  }

  private async write(dashboardId: number, key: string, state: StoredState): Promise<void> {
    await this.kv.set(entryKey(dashboardId, key), JSON.stringify(state), FILTER_STATE_TTL_SECONDS);
  }
}

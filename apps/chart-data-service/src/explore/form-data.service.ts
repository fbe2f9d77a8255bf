import { randomBytes } from 'node:crypto';
import { EXPLORE_FORM_DATA_TTL_SECONDS, forbidden, notFound, type FormDataFields, parseBoundedJson } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { KV_STORE, type KeyValueStore, serverText } from '@tessera/platform';
import { jsonInvalid } from '../charts/chart.errors';
import type { ChartViewer } from '../access/viewer';
import { ExploreAccessService } from './explore-access.service';

/** One stored entry: the form data and who stored it for which dataset and chart. */
interface StoredFormData {
  owner: number | null;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

const entryKey = (key: string) => `charts:explore-form-data:${key}`;
/** Per user, tab, dataset and chart: which key that tab is editing (Superset keys it per login). */
const contextKey = (userId: number | null, tabId: number, fields: FormDataFields) =>
  `charts:explore-form-data-context:${userId ?? 'anonymous'}:${tabId}:${fields.datasource_id}:${fields.chart_id ?? 'none'}:${fields.datasource_type}`;

/** Superset's `random_key`: 48 random bytes, url-safe. */
export const newFormDataKey = () => randomBytes(48).toString('base64url');

function checkJson(text: string): void {
  try {
    parseBoundedJson(text);
  } catch {
    throw jsonInvalid('form_data');
  }
}

/**
 * Explore's unsaved form data in the key/value store for 7 days. Anyone who may query the dataset
 * (and read the chart) can read an entry by its key; only the user who stored it changes or deletes it.
 */
@Injectable()
export class FormDataService {
  constructor(
    @Inject(KV_STORE) private readonly kv: KeyValueStore,
    private readonly access: ExploreAccessService,
  ) {}

  async create(viewer: ChartViewer, tabId: number | undefined, fields: FormDataFields): Promise<{ key: string }> {
    checkJson(fields.form_data);
    await this.access.check(viewer, fields.datasource_id, fields.datasource_type, fields.chart_id);
    const key = await this.keyForTab(viewer, tabId, fields);
    await this.write(key, this.entry(viewer, fields));
    return { key };
  }

  async update(viewer: ChartViewer, key: string, tabId: number | undefined, fields: FormDataFields): Promise<{ key: string }> {
    checkJson(fields.form_data);
    await this.access.check(viewer, fields.datasource_id, fields.datasource_type, fields.chart_id);
    const stored = await this.read(key);
    if (!stored) throw notFound();
    if (stored.owner !== viewer.userId) throw forbidden(serverText('This form data belongs to another user'));
    // As Superset: the tab keeps its own key; without a tab every save gets a fresh one.
    const next = await this.keyForTab(viewer, tabId, fields);
    await this.write(next, this.entry(viewer, fields));
    return { key: next };
  }

  /** The stored form data, or null when the key is unknown or expired; reading keeps it another 7 days. */
  async find(viewer: ChartViewer, key: string): Promise<string | null> {
    const stored = await this.read(key);
    if (!stored) return null;
    await this.access.check(viewer, stored.datasource_id, stored.datasource_type, stored.chart_id);
    await this.write(key, stored);
    return stored.form_data;
  }

  async get(viewer: ChartViewer, key: string): Promise<{ form_data: string }> {
    const formData = await this.find(viewer, key);
    if (formData === null) throw notFound();
    return { form_data: formData };
  }

  async delete(viewer: ChartViewer, key: string): Promise<boolean> {
    const stored = await this.read(key);
    if (!stored) throw notFound();
    await this.access.check(viewer, stored.datasource_id, stored.datasource_type, stored.chart_id);
    if (stored.owner !== viewer.userId) throw forbidden(serverText('This form data belongs to another user'));
    await this.kv.delete(entryKey(key));
    return true;
  }

  private entry(viewer: ChartViewer, fields: FormDataFields): StoredFormData {
    return {
      owner: viewer.userId,
      datasource_id: fields.datasource_id,
      datasource_type: fields.datasource_type,
      chart_id: fields.chart_id ?? null,
      form_data: fields.form_data,
    };
  }

  private async keyForTab(viewer: ChartViewer, tabId: number | undefined, fields: FormDataFields): Promise<string> {
    if (!tabId) return newFormDataKey();
    const context = contextKey(viewer.userId, tabId, fields);
    const key = (await this.kv.get(context)) ?? newFormDataKey();
    await this.kv.set(context, key, EXPLORE_FORM_DATA_TTL_SECONDS);
    return key;
  }

  private async read(key: string): Promise<StoredFormData | null> {
    const raw = await this.kv.get(entryKey(key));
    return raw === null ? null : (JSON.parse(raw) as StoredFormData);
  }

  private async write(key: string, entry: StoredFormData): Promise<void> {
    await this.kv.set(entryKey(key), JSON.stringify(entry), EXPLORE_FORM_DATA_TTL_SECONDS);
  }
}

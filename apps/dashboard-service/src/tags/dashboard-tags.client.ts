import { ErrorCode, TagType, Tags, TesseraError, type DashboardTagRef } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, JsonLogger } from '@tessera/platform';
import { isNotAnswering } from '../charts/chart-links.client';
import { invalidField } from '../validation/json-checks';


/** Dashboards' tags, kept by the tag service. */
@Injectable()
export class DashboardTagsClient {
  constructor(
    private readonly bus: BusClient,
    private readonly logger: JsonLogger,
  ) {}

  /** Tags of each dashboard; when the tag service is not answering, none (and a log line). */
  async tagsOf(ids: number[]): Promise<Map<number, DashboardTagRef[]>> {
    if (ids.length === 0) return new Map();
    try {
      const byObject = await this.bus.request(Tags.tagsOf, { type: 'dashboard', ids });
      return new Map(
        Object.entries(byObject).map(([id, tags]) => [Number(id), tags.map((tag) => ({ id: tag.id, name: tag.name, type: tag.type }))]),
      );
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      this.logger.warn(`The tag service is not answering ${Tags.tagsOf.subject}; dashboards are shown without tags`);
      return new Map();
    }
  }

  /** Dashboards carrying any of the tags (by name or id), for the `dashboard_tags`/`dashboard_tag_id` filters. */
  async dashboardsTagged(tagNames: string[], tagIds: number[]): Promise<number[]> {
    try {
      return (await this.bus.request(Tags.objectsWithTags, { type: 'dashboard', tagNames, tagIds })).ids;
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw new TesseraError(ErrorCode.UNAVAILABLE, `Dashboards cannot be filtered by tag right now: the tag service is not answering ${Tags.objectsWithTags.subject}`);
    }
  }

  /** Names of the tags with these ids; an unknown id is a 400 naming it (checked before a save writes anything). */
  async resolveTagNames(tagIds: number[]): Promise<string[]> {
    const names: string[] = [];
    for (const id of new Set(tagIds)) {
      const tag = await this.bus.request(Tags.get, { id }).catch((error: unknown) => {
        if (error instanceof TesseraError && error.code === ErrorCode.NOT_FOUND) throw invalidField('tags', `tag ${id} does not exist`);
        throw error;
      });
      names.push(tag.name);
    }
    return names;
  }

  /** Makes the dashboard's custom tags exactly these (`PUT` with `tags`). */
  async applyCustomTags(dashboardId: number, wanted: string[]): Promise<void> {
    const current = ((await this.bus.request(Tags.tagsOf, { type: 'dashboard', ids: [dashboardId] }))[dashboardId] ?? [])
      .filter((tag) => tag.type === TagType.custom)
      .map((tag) => tag.name);
    const added = wanted.filter((name) => !current.includes(name));
    const removed = current.filter((name) => !wanted.includes(name));
    if (added.length > 0) await this.bus.request(Tags.tagObject, { type: 'dashboard', id: dashboardId, tags: added });
    if (removed.length > 0) await this.bus.request(Tags.untagObject, { type: 'dashboard', id: dashboardId, tags: removed });
  }
}

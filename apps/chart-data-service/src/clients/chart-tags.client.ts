import { badRequest, ErrorCode, Favorites, TagType, Tags, TesseraError, type ChartTagRef } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, JsonLogger } from '@tessera/platform';
import { isNotAnswering } from './dashboard-links.client';


/** Charts' tags and the caller's favourite charts, kept by the tag service. */
@Injectable()
export class ChartTagsClient {
  constructor(
    private readonly bus: BusClient,
    private readonly logger: JsonLogger,
  ) {}

  /** Tags of each chart; none (and a log line) when the tag service is not answering. */
  async tagsOf(ids: number[]): Promise<Map<number, ChartTagRef[]>> {
    if (ids.length === 0) return new Map();
    try {
      const byObject = await this.bus.request(Tags.tagsOf, { type: 'chart', ids });
      return new Map(Object.entries(byObject).map(([id, tags]) => [Number(id), tags.map((tag) => ({ id: tag.id, name: tag.name, type: tag.type }))]));
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      this.logger.warn(`The tag service is not answering ${Tags.tagsOf.subject}; charts are shown without tags`);
      return new Map();
    }
  }

  /** Charts carrying any of the tags (by name or id), for the `chart_tags` and `chart_tag_id` filters. */
  async chartsTagged(tagNames: string[], tagIds: number[]): Promise<number[]> {
    try {
      return (await this.bus.request(Tags.objectsWithTags, { type: 'chart', tagNames, tagIds })).ids;
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw new TesseraError(ErrorCode.UNAVAILABLE, `Charts cannot be filtered by tag right now: the tag service is not answering ${Tags.objectsWithTags.subject}`);
    }
  }

  /** The caller's starred charts. */
  async favoriteIds(): Promise<number[]> {
    try {
      return (await this.bus.request(Favorites.ids, { type: 'chart' })).ids;
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw new TesseraError(ErrorCode.UNAVAILABLE, `Favourite charts cannot be looked up right now: the tag service is not answering ${Favorites.ids.subject}`);
    }
  }

  /** Names of the tags with these ids; an unknown id is a 400 naming it (checked before a save writes anything). */
  async resolveTagNames(tagIds: number[]): Promise<string[]> {
    const names: string[] = [];
    for (const id of new Set(tagIds)) {
      const tag = await this.bus.request(Tags.get, { id }).catch((error: unknown) => {
        if (error instanceof TesseraError && error.code === ErrorCode.NOT_FOUND) {
          throw new TesseraError(ErrorCode.BAD_REQUEST, `tags: tag ${id} does not exist`, { fields: { tags: [`tag ${id} does not exist`] } });
        }
        throw error;
      });
      names.push(tag.name);
    }
    return names;
  }

  /** Makes the chart's custom tags exactly these (`PUT` with `tags`). */
  async applyCustomTags(chartId: number, wanted: string[]): Promise<void> {
    const current = ((await this.bus.request(Tags.tagsOf, { type: 'chart', ids: [chartId] }))[chartId] ?? []).filter((tag) => tag.type === TagType.custom).map((tag) => tag.name);
    const added = wanted.filter((name) => !current.includes(name));
    const removed = current.filter((name) => !wanted.includes(name));
    if (added.length > 0) await this.bus.request(Tags.tagObject, { type: 'chart', id: chartId, tags: added });
    if (removed.length > 0) await this.bus.request(Tags.untagObject, { type: 'chart', id: chartId, tags: removed });
  }
}

export const tagFilterValues = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** `chart_tag_id` values as ids; anything else is a 400. */
export function tagIdsOf(value: unknown): number[] {
  const ids = tagFilterValues(value).map(Number);
  if (ids.some((id) => !Number.isInteger(id))) throw badRequest('Filter tags chart_tag_id needs tag ids');
  return ids;
}

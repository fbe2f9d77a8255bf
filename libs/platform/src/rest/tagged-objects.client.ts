import { ErrorCode, TagType, Tags, TesseraError, type TaggableType } from '@tessera/contracts';
import type { BusClient } from '../bus/bus-client';
import { isNotAnswering } from '../bus/not-answering';
import type { JsonLogger } from '../logging/json-logger';
import { serverText } from '../i18n/server-text';

/** A tag on an object as the object's API shows it (`type` is Superset's integer TagType). */
export interface ObjectTagRef {
  id: number;
  name: string;
  type: number;
}

/**
 * The tags of one kind of object (charts, dashboards, …), kept by the tag service. Each owning
 * service subclasses it with its object type so Nest can inject it; the rules are written once.
 */
export class TaggedObjectsClient {
  constructor(
    protected readonly bus: BusClient,
    private readonly logger: JsonLogger,
    private readonly type: TaggableType,
    /** How the objects are named in messages, e.g. "Charts". */
    private readonly plural: string,
  ) {}

  /** Tags of each object; none (and a log line) when the tag service is not answering, so lists still show. */
  async tagsOf(ids: number[]): Promise<Map<number, ObjectTagRef[]>> {
    if (ids.length === 0) return new Map();
    try {
      const byObject = await this.bus.request(Tags.tagsOf, { type: this.type, ids });
      return new Map(
        Object.entries(byObject).map(([id, tags]) => [Number(id), tags.map((tag) => ({ id: tag.id, name: tag.name, type: tag.type }))]),
      );
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      this.logger.warn(`The tag service is not answering ${Tags.tagsOf.subject}; ${this.plural.toLowerCase()} are shown without tags`);
      return new Map();
    }
  }

  /** Objects carrying any of the tags (by name or id), for the list filters on tags. */
  async objectsTagged(tagNames: string[], tagIds: number[]): Promise<number[]> {
    try {
      return (await this.bus.request(Tags.objectsWithTags, { type: this.type, tagNames, tagIds })).ids;
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw new TesseraError(
        ErrorCode.UNAVAILABLE,
        `${this.plural} cannot be filtered by tag right now: the tag service is not answering ${Tags.objectsWithTags.subject}`,
      );
    }
  }

  /** Names of the tags with these ids; an unknown id is a 400 naming it (checked before a save writes anything). */
  async resolveTagNames(tagIds: number[]): Promise<string[]> {
    const names: string[] = [];
    for (const id of new Set(tagIds)) {
      const tag = await this.bus.request(Tags.get, { id }).catch((error: unknown) => {
        if (error instanceof TesseraError && error.code === ErrorCode.NOT_FOUND) {
          throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('tags: tag %s does not exist', id), {
            fields: { tags: [serverText('tag %s does not exist', id)] },
          });
        }
        throw error;
      });
      names.push(tag.name);
    }
    return names;
  }

  /** Makes the object's custom tags exactly these (`PUT` with `tags`). */
  async applyCustomTags(objectId: number, wanted: string[]): Promise<void> {
    const current = ((await this.bus.request(Tags.tagsOf, { type: this.type, ids: [objectId] }))[objectId] ?? [])
      .filter((tag) => tag.type === TagType.custom)
      .map((tag) => tag.name);
    const added = wanted.filter((name) => !current.includes(name));
    const removed = current.filter((name) => !wanted.includes(name));
    if (added.length > 0) await this.bus.request(Tags.tagObject, { type: this.type, id: objectId, tags: added });
    if (removed.length > 0) await this.bus.request(Tags.untagObject, { type: this.type, id: objectId, tags: removed });
  }
}

import { badRequest, ErrorCode, Favorites, TesseraError } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, filterValueList, isNotAnswering, JsonLogger, TaggedObjectsClient, serverText } from '@tessera/platform';

/** Charts' tags and the caller's favourite charts, kept by the tag service. */
@Injectable()
export class ChartTagsClient extends TaggedObjectsClient {
  constructor(bus: BusClient, logger: JsonLogger) {
    super(bus, logger, 'chart', 'Charts');
  }

  /** The caller's starred charts. */
  async favoriteIds(): Promise<number[]> {
    try {
      return (await this.bus.request(Favorites.ids, { type: 'chart' })).ids;
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw new TesseraError(
        ErrorCode.UNAVAILABLE,
        `Favourite charts cannot be looked up right now: the tag service is not answering ${Favorites.ids.subject}`,
      );
    }
  }
}

/** `chart_tag_id` values as ids; anything else is a 400. */
export function tagIdsOf(value: unknown): number[] {
  const ids = filterValueList(value).map(Number);
  if (ids.some((id) => !Number.isInteger(id))) throw badRequest(serverText('Filter tags chart_tag_id needs tag ids'));
  return ids;
}

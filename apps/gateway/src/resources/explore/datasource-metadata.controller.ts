import { Controller, Get, Query, Req } from '@nestjs/common';
import { badRequest, Explore, notFound } from '@tessera/contracts';
import { BusClient, serverText } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import type { AuthenticatedRequest } from '../../auth/auth.guard';
import { exploreCapabilities } from './explore-request.parsers';

/**
 * Superset's legacy `GET /superset/fetch_datasource_metadata?datasourceKey=<id>__table`: a dataset's
 * metadata as Explore loads it (Superset's `datasource.data`), unwrapped, for clients written before
 * the REST API. The dataset must be one the caller may query.
 */
@Controller('superset')
export class DatasourceMetadataController {
  constructor(private readonly bus: BusClient) {}

  @Get('fetch_datasource_metadata')
  @RequirePermission('can_read', 'Explore')
  async fetch(@Query('datasourceKey') key: unknown, @Req() request: AuthenticatedRequest) {
    const match = typeof key === 'string' ? /^(\d{1,9})__(table|query|saved_query|view|dataset)$/.exec(key) : null;
    if (!match) throw badRequest(serverText('datasourceKey must name a datasource as id__type, e.g. 3__table'));
    const [, id, type] = match;
    if (type !== 'table' && type !== 'dataset') throw notFound(serverText('Datasource does not exist'));
    const { dataset } = await this.bus.request(Explore.context, {
      datasourceId: Number(id),
      datasourceType: 'table',
      capabilities: exploreCapabilities(request.principal),
    });
    // Explore opens a missing dataset with a placeholder that has no id; this route says it is missing.
    if (!('id' in dataset)) throw notFound(serverText('Datasource does not exist'));
    return dataset;
  }
}

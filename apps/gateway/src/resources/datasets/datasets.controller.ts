import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  DATASET_LIST_SPEC,
  DatasetCreateFields,
  DatasetDuplicateRequest,
  DatasetGetOrCreateRequest,
  Datasets,
  DatasetUpdateFields,
} from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { listResource } from '../../rest/resource-responses';
import { decodeIdList } from '../../rest/rison-query';
import { buildDatasetShowResponse, deletedDatasetsMessage, overrideColumnsFlag } from './dataset-request.parsers';
import { ParseIdPipe } from '../../http/id-param.pipe';

/**
 * Superset's DatasetRestApi (`/api/v1/dataset/…`): list, read, create, save, refresh, copy and delete
 * datasets. The shared routes (`_info`, `related/…`, `distinct/…`) come from the resource registry.
 */
@Controller('api/v1/dataset')
export class DatasetsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Dataset')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, Datasets.list, DATASET_LIST_SPEC, q);
  }

  @Post()
  @RequirePermission('can_write', 'Dataset')
  @HttpCode(201)
  async create(@Body() body: DatasetCreateFields) {
    const dataset = await this.bus.request(Datasets.create, { fields: body });
    return { id: dataset.id, result: body, data: dataset };
  }

  /** `DELETE /api/v1/dataset/?q=!(1,2)`. */
  @Delete()
  @RequirePermission('can_write', 'Dataset')
  async deleteMany(@Query('q') q: unknown) {
    const { deleted } = await this.bus.request(Datasets.delete, { ids: decodeIdList(q) });
    return { message: deletedDatasetsMessage(deleted) };
  }

  @Post('duplicate')
  @RequirePermission('can_write', 'Dataset')
  @HttpCode(201)
  async duplicate(@Body() body: DatasetDuplicateRequest) {
    const dataset = await this.bus.request(Datasets.duplicate, body);
    return { id: dataset.id, result: body };
  }

  @Post('get_or_create')
  @RequirePermission('can_write', 'Dataset')
  @HttpCode(200)
  async getOrCreate(@Body() body: DatasetGetOrCreateRequest) {
    return { result: await this.bus.request(Datasets.getOrCreate, body) };
  }

  @Get(':id/related_objects')
  @RequirePermission('can_read', 'Dataset')
  relatedObjects(@Param('id', ParseIdPipe) id: number) {
    return this.bus.request(Datasets.relatedObjects, { id });
  }

  @Put(':id/refresh')
  @RequirePermission('can_write', 'Dataset')
  refresh(@Param('id', ParseIdPipe) id: number) {
    return this.bus.request(Datasets.refresh, { id });
  }

  @Delete(':id/column/:columnId')
  @RequirePermission('can_write', 'Dataset')
  deleteColumn(@Param('id', ParseIdPipe) id: number, @Param('columnId', ParseIdPipe) childId: number) {
    return this.bus.request(Datasets.deleteColumn, { id, childId });
  }

  @Delete(':id/metric/:metricId')
  @RequirePermission('can_write', 'Dataset')
  deleteMetric(@Param('id', ParseIdPipe) id: number, @Param('metricId', ParseIdPipe) childId: number) {
    return this.bus.request(Datasets.deleteMetric, { id, childId });
  }

  /** With `q=(columns:!(…),keys:!(…))`. */
  @Get(':id')
  @RequirePermission('can_read', 'Dataset')
  async get(@Param('id', ParseIdPipe) id: number, @Query('q') q: unknown) {
    const dataset = await this.bus.request(Datasets.get, { id });
    return buildDatasetShowResponse(id, dataset as unknown as Record<string, unknown>, q);
  }

  /** `?override_columns=true` replaces every column, then syncs them with the source. */
  @Put(':id')
  @RequirePermission('can_write', 'Dataset')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: DatasetUpdateFields, @Query('override_columns') override: unknown) {
    await this.bus.request(Datasets.update, { id, fields: body, overrideColumns: overrideColumnsFlag(override) });
    return { id, result: body };
  }

  @Delete(':id')
  @RequirePermission('can_write', 'Dataset')
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.bus.request(Datasets.delete, { ids: [id] });
    return { message: 'OK' };
  }
}

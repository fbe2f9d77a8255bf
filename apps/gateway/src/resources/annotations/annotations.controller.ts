import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ANNOTATION_LAYER_LIST_SPEC,
  ANNOTATION_LIST_SPEC,
  AnnotationFields,
  AnnotationLayerFields,
  AnnotationLayers,
  AnnotationLayerUpdateFields,
  Annotations,
} from '@tessera/contracts';
import { BusClient, serverPlural } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { parseListQuery } from '../../rest/list-query.parser';
import { buildListResponse } from '../../rest/list-response.builder';
import { itemResponse, listResource } from '../../rest/resource-responses';
import { decodeIdList } from '../../rest/rison-query';
import { ParseIdPipe } from '../../http/id-param.pipe';

/** Superset's AnnotationLayerRestApi: layers, and the annotations of each under `{pk}/annotation/`. */
@Controller('api/v1/annotation_layer')
export class AnnotationsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Annotation')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, AnnotationLayers.list, ANNOTATION_LAYER_LIST_SPEC, q);
  }

  @Post()
  @RequirePermission('can_write', 'Annotation')
  @HttpCode(201)
  async create(@Body() body: AnnotationLayerFields) {
    const layer = await this.bus.request(AnnotationLayers.save, { fields: body });
    return { id: layer.id, result: body };
  }

  @Delete()
  @RequirePermission('can_write', 'Annotation')
  async deleteMany(@Query('q') q: unknown) {
    const { deleted } = await this.bus.request(AnnotationLayers.delete, { ids: decodeIdList(q) });
    return { message: serverPlural('Deleted %s annotation layer', 'Deleted %s annotation layers', deleted, deleted) };
  }

  @Get(':pk/annotation')
  @RequirePermission('can_read', 'Annotation')
  async listAnnotations(@Param('pk', ParseIdPipe) layerId: number, @Query('q') q: unknown) {
    const query = parseListQuery(q, ANNOTATION_LIST_SPEC);
    return buildListResponse(await this.bus.request(Annotations.list, { layerId, query }), query, ANNOTATION_LIST_SPEC);
  }

  @Post(':pk/annotation')
  @RequirePermission('can_write', 'Annotation')
  @HttpCode(201)
  async createAnnotation(@Param('pk', ParseIdPipe) layerId: number, @Body() body: AnnotationFields) {
    const annotation = await this.bus.request(Annotations.save, { layerId, fields: body });
    return { id: annotation.id, result: body };
  }

  @Delete(':pk/annotation')
  @RequirePermission('can_write', 'Annotation')
  async deleteAnnotations(@Param('pk', ParseIdPipe) layerId: number, @Query('q') q: unknown) {
    const { deleted } = await this.bus.request(Annotations.delete, { layerId, ids: decodeIdList(q) });
    return { message: serverPlural('Deleted %s annotation', 'Deleted %s annotations', deleted, deleted) };
  }

  @Get(':pk/annotation/:annotationId')
  @RequirePermission('can_read', 'Annotation')
  async annotation(@Param('pk', ParseIdPipe) layerId: number, @Param('annotationId', ParseIdPipe) id: number) {
    return itemResponse(await this.bus.request(Annotations.get, { layerId, id }));
  }

  @Put(':pk/annotation/:annotationId')
  @RequirePermission('can_write', 'Annotation')
  async updateAnnotation(
    @Param('pk', ParseIdPipe) layerId: number,
    @Param('annotationId', ParseIdPipe) id: number,
    @Body() body: AnnotationFields,
  ) {
    await this.bus.request(Annotations.save, { layerId, id, fields: body });
    return { id, result: body };
  }

  @Delete(':pk/annotation/:annotationId')
  @RequirePermission('can_write', 'Annotation')
  async deleteAnnotation(@Param('pk', ParseIdPipe) layerId: number, @Param('annotationId', ParseIdPipe) id: number) {
    await this.bus.request(Annotations.delete, { layerId, ids: [id] });
    return { message: 'OK' };
  }

  @Get(':pk')
  @RequirePermission('can_read', 'Annotation')
  async layer(@Param('pk', ParseIdPipe) id: number) {
    return itemResponse(await this.bus.request(AnnotationLayers.get, { id }));
  }

  @Put(':pk')
  @RequirePermission('can_write', 'Annotation')
  async update(@Param('pk', ParseIdPipe) id: number, @Body() body: AnnotationLayerUpdateFields) {
    await this.bus.request(AnnotationLayers.save, { id, fields: body });
    return { id, result: body };
  }

  @Delete(':pk')
  @RequirePermission('can_write', 'Annotation')
  async delete(@Param('pk', ParseIdPipe) id: number) {
    await this.bus.request(AnnotationLayers.delete, { ids: [id] });
    return { message: 'OK' };
  }
}

import {
  ErrorCode,
  notFound,
  TesseraError,
  validationFailed,
  type AnnotationFields,
  type AnnotationLayerUpdateFields,
  type AnnotationLayerView,
  type AnnotationView,
  type Caller,
  type ListQuery,
  type ListReply,
  parseBoundedJson,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fetchListPage, humanizeDelta, UserDirectoryClient, type ListQueryMapping, serverText } from '@tessera/platform';
import { In, Not, Repository } from 'typeorm';
import { AnnotationLayerEntity } from './annotation-layer.entity';
import { formatNaiveTime, parseNaiveTime } from './annotation-time';
import { AnnotationEntity } from './annotation.entity';

const LAYER_MAPPING: ListQueryMapping = {
  columns: {
    id: 'layer.id',
    name: 'layer.name',
    descr: 'layer.descr',
    changed_on: 'layer.changed_on',
    created_on: 'layer.created_on',
    created_by: 'layer.created_by_fk',
    changed_by: 'layer.changed_by_fk',
  },
  orderExpressions: {
    changed_on_delta_humanized: 'layer.changed_on',
    'created_by.first_name': 'layer.created_by_fk',
    'changed_by.first_name': 'layer.changed_by_fk',
  },
};

const ANNOTATION_MAPPING: ListQueryMapping = {
  columns: {
    id: 'annotation.id',
    short_descr: 'annotation.short_descr',
    long_descr: 'annotation.long_descr',
    start_dttm: 'annotation.start_dttm',
    end_dttm: 'annotation.end_dttm',
  },
  orderExpressions: {
    changed_on_delta_humanized: 'annotation.changed_on',
    'created_by.first_name': 'annotation.created_by_fk',
    'changed_by.first_name': 'annotation.changed_by_fk',
  },
};

function unprocessable(message: string): TesseraError {
  return new TesseraError(ErrorCode.VALIDATION_FAILED, message, { extra: { http_status: 422 } });
}

/** Uniqueness is checked by the command, not the schema, so Superset answers it with 422. */
function notUnique(field: string, message: string): TesseraError {
  return new TesseraError(ErrorCode.VALIDATION_FAILED, `${field}: ${message}`, {
    fields: { [field]: [message] },
    extra: { http_status: 422 },
  });
}

function checkJson(text: string | null | undefined): void {
  if (!text) return;
  try {
    parseBoundedJson(text);
  } catch {
    throw validationFailed({ json_metadata: [serverText('JSON not valid')] });
  }
}

/** Annotation layers and their annotations (Superset's AnnotationLayerRestApi). */
@Injectable()
export class AnnotationsService {
  constructor(
    @InjectRepository(AnnotationLayerEntity) private readonly layers: Repository<AnnotationLayerEntity>,
    @InjectRepository(AnnotationEntity) private readonly annotations: Repository<AnnotationEntity>,
    private readonly users: UserDirectoryClient,
  ) {}

  async listLayers(query: ListQuery): Promise<ListReply> {
    const page = await fetchListPage(this.layers.createQueryBuilder('layer'), query, LAYER_MAPPING, (layer) => layer);
    const people = await this.users.describe(page.result.flatMap((layer) => [layer.createdBy, layer.changedBy]));
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? { id, first_name: '', last_name: '' }));
    return {
      ...page,
      result: page.result.map((layer) => ({
        id: layer.id,
        name: layer.name,
        descr: layer.descr,
        created_on: layer.createdOn.toISOString(),
        changed_on: layer.changedOn.toISOString(),
        changed_on_delta_humanized: humanizeDelta(layer.changedOn),
        created_by: person(layer.createdBy),
        changed_by: person(layer.changedBy),
      })),
    };
  }

  async layer(id: number): Promise<AnnotationLayerView> {
    return this.layerView(await this.findLayer(id));
  }

  async saveLayer(id: number | undefined, fields: AnnotationLayerUpdateFields, caller: Caller | undefined): Promise<AnnotationLayerView> {
    const existing = id === undefined ? null : await this.findLayer(id);
    if (!existing && !fields.name) throw validationFailed({ name: [serverText('Missing data for required field.')] });
    if (fields.name !== undefined) {
      const clash = await this.layers.findOne({ where: { name: fields.name, ...(existing ? { id: Not(existing.id) } : {}) } });
      if (clash) throw notUnique('name', serverText('Name must be unique'));
    }
    const layer = existing ?? this.layers.create({ createdBy: caller?.userId ?? null });
    if (fields.name !== undefined) layer.name = fields.name;
    if (fields.descr !== undefined) layer.descr = fields.descr;
    layer.changedBy = caller?.userId ?? null;
    return this.layerView(await this.layers.save(layer));
  }

  /** Superset refuses to delete a layer that still has annotations. */
  async deleteLayers(ids: number[]): Promise<{ deleted: number }> {
    const found = await this.layers.findBy({ id: In(ids) });
    if (found.length !== new Set(ids).size) throw notFound(serverText('Not found'));
    if ((await this.annotations.countBy({ layerId: In(ids) })) > 0)
      throw unprocessable(serverText('Annotation layer has associated annotations.'));
    await this.layers.delete({ id: In(ids) });
    return { deleted: found.length };
  }

  async listAnnotations(layerId: number, query: ListQuery): Promise<ListReply> {
    await this.findLayer(layerId);
    const qb = this.annotations.createQueryBuilder('annotation').where('annotation.layer_id = :layerId', { layerId });
    const page = await fetchListPage(qb, query, ANNOTATION_MAPPING, (annotation) => annotation);
    const people = await this.users.describe(page.result.flatMap((a) => [a.createdBy, a.changedBy]));
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? { id, first_name: '', last_name: '' }));
    return {
      ...page,
      result: page.result.map((annotation) => ({
        id: annotation.id,
        short_descr: annotation.shortDescr,
        long_descr: annotation.longDescr,
        start_dttm: formatNaiveTime(annotation.startDttm),
        end_dttm: formatNaiveTime(annotation.endDttm),
        json_metadata: annotation.jsonMetadata,
        changed_on_delta_humanized: humanizeDelta(annotation.changedOn),
        created_by: person(annotation.createdBy),
        changed_by: person(annotation.changedBy),
      })),
    };
  }

  async annotation(layerId: number, id: number): Promise<AnnotationView> {
    const layer = await this.findLayer(layerId);
    return this.annotationView(await this.findAnnotation(layerId, id), layer);
  }

  async saveAnnotation(
    layerId: number,
    id: number | undefined,
    fields: AnnotationFields,
    caller: Caller | undefined,
  ): Promise<AnnotationView> {
    const layer = await this.findLayer(layerId);
    const existing = id === undefined ? null : await this.findAnnotation(layerId, id);
    if (!existing) {
      const missing = (['short_descr', 'start_dttm', 'end_dttm'] as const).filter((field) => !fields[field]);
      if (missing.length > 0)
        throw validationFailed(Object.fromEntries(missing.map((field) => [field, [serverText('Missing data for required field.')]])));
    }
    checkJson(fields.json_metadata);
    const annotation = existing ?? this.annotations.create({ layerId, createdBy: caller?.userId ?? null });
    if (fields.short_descr !== undefined) annotation.shortDescr = fields.short_descr;
    if (fields.long_descr !== undefined) annotation.longDescr = fields.long_descr;
    if (fields.start_dttm !== undefined) annotation.startDttm = parseNaiveTime(fields.start_dttm, 'start_dttm');
    if (fields.end_dttm !== undefined) annotation.endDttm = parseNaiveTime(fields.end_dttm, 'end_dttm');
    if (fields.json_metadata !== undefined) annotation.jsonMetadata = fields.json_metadata;
    if (annotation.endDttm < annotation.startDttm) throw validationFailed({ end_dttm: [serverText('End date must be after start date')] });
    const clash = await this.annotations.findOne({
      where: { layerId, shortDescr: annotation.shortDescr, ...(existing ? { id: Not(existing.id) } : {}) },
    });
    if (clash) throw notUnique('short_descr', serverText('Short description must be unique for this layer'));
    annotation.changedBy = caller?.userId ?? null;
    return this.annotationView(await this.annotations.save(annotation), layer);
  }

  async deleteAnnotations(layerId: number, ids: number[]): Promise<{ deleted: number }> {
    await this.findLayer(layerId);
    const found = await this.annotations.findBy({ layerId, id: In(ids) });
    if (found.length !== new Set(ids).size) throw notFound(serverText('Not found'));
    await this.annotations.delete({ layerId, id: In(ids) });
    return { deleted: found.length };
  }

  /**
   * Annotations of the layers that overlap [from, to] (all of them when the query has no time range),
   * in Superset's `annotation_data` form: `{columns, records}` per layer.
   */
  async recordsOf(
    layerId: number,
    from: Date | null,
    to: Date | null,
  ): Promise<{ columns: string[]; records: Record<string, unknown>[] } | null> {
    const layer = await this.layers.findOneBy({ id: layerId });
    if (!layer) return null;
    const qb = this.annotations
      .createQueryBuilder('annotation')
      .where('annotation.layer_id = :layerId', { layerId })
      .orderBy('annotation.start_dttm', 'ASC');
    if (to) qb.andWhere('annotation.start_dttm <= :to', { to });
    if (from) qb.andWhere('annotation.end_dttm >= :from', { from });
    const rows = await qb.getMany();
    return {
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: rows.map((row) => ({
        start_dttm: formatNaiveTime(row.startDttm),
        end_dttm: formatNaiveTime(row.endDttm),
        short_descr: row.shortDescr,
        long_descr: row.longDescr,
        json_metadata: row.jsonMetadata,
      })),
    };
  }

  private async findLayer(id: number): Promise<AnnotationLayerEntity> {
    const layer = await this.layers.findOneBy({ id });
    if (!layer) throw notFound(serverText('Not found'));
    return layer;
  }

  private async findAnnotation(layerId: number, id: number): Promise<AnnotationEntity> {
    const annotation = await this.annotations.findOneBy({ layerId, id });
    if (!annotation) throw notFound(serverText('Not found'));
    return annotation;
  }

  private layerView(layer: AnnotationLayerEntity): AnnotationLayerView {
    return { id: layer.id, name: layer.name, descr: layer.descr };
  }

  private annotationView(annotation: AnnotationEntity, layer: AnnotationLayerEntity): AnnotationView {
    return {
      id: annotation.id,
      layer: { id: layer.id, name: layer.name },
      short_descr: annotation.shortDescr,
      long_descr: annotation.longDescr,
      start_dttm: formatNaiveTime(annotation.startDttm),
      end_dttm: formatNaiveTime(annotation.endDttm),
      json_metadata: annotation.jsonMetadata,
    };
  }
}

import type { SavedQueryListRow, SavedQueryView, TagTypeId, UserRef } from '@tessera/contracts';
import { humanizeDelta } from '@tessera/platform';
import { scriptTables } from '../script/sql-script';
import type { SavedQueryEntity } from './saved-query.entity';

/** What the mapper needs besides the row: names of users and databases, tags. */
export interface SavedQueryRelations {
  users: Map<number, UserRef>;
  databaseNames: Map<number, string>;
  tags?: Map<number, { id: number; name: string; type: number }[]>;
}

function parsedExtra(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const user = (users: Map<number, UserRef>, id: number | null) => (id === null ? null : (users.get(id) ?? null));

export function toSavedQueryView(entity: SavedQueryEntity, relations: SavedQueryRelations, now = new Date()): SavedQueryView {
  return {
    id: entity.id,
    label: entity.label,
    description: entity.description,
    catalog: entity.catalog,
    schema: entity.schema,
    sql: entity.sql,
    template_parameters: entity.templateParameters,
    extra_json: entity.extraJson,
    database: entity.dbId === null ? null : { id: entity.dbId, database_name: relations.databaseNames.get(entity.dbId) ?? null },
    sql_tables: entity.sql ? scriptTables(entity.sql, 'postgresql') : [],
    changed_on: entity.changedOn.toISOString(),
    changed_on_delta_humanized: humanizeDelta(entity.changedOn, now),
    created_on: entity.createdOn.toISOString(),
    changed_by: user(relations.users, entity.changedBy),
    created_by: user(relations.users, entity.createdBy),
  };
}

export function toSavedQueryListRow(entity: SavedQueryEntity, relations: SavedQueryRelations, now = new Date()): SavedQueryListRow {
  return {
    ...toSavedQueryView(entity, relations, now),
    db_id: entity.dbId,
    rows: entity.rows,
    last_run_delta_humanized: entity.lastRun ? humanizeDelta(entity.lastRun, now) : null,
    extra: parsedExtra(entity.extraJson),
    tags: (relations.tags?.get(entity.id) ?? []).map((tag) => ({ id: tag.id, name: tag.name, type: tag.type as TagTypeId })),
  };
}

import type { QueryView, TableSchemaView, TabStateView } from '@tessera/contracts';
import { parseBoundedJson } from '@tessera/contracts';
import type { TableSchemaEntity } from './table-schema.entity';
import type { TabStateEntity } from './tab-state.entity';

function parsedObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = parseBoundedJson(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function toTableSchemaView(entity: TableSchemaEntity): TableSchemaView {
  return {
    id: entity.id,
    tab_state_id: entity.tabStateId,
    database_id: entity.databaseId,
    catalog: entity.catalog,
    schema: entity.schema,
    table: entity.table,
    description: parsedObject(entity.description),
    expanded: entity.expanded,
  };
}

/** Superset's `TabState.to_dict()`. */
export function toTabStateView(
  entity: TabStateEntity,
  latestQuery: QueryView | null,
  savedQuery: { id: number; label: string | null } | null,
): TabStateView {
  return {
    id: entity.id,
    user_id: entity.userId,
    label: entity.label,
    active: entity.active,
    database_id: entity.databaseId,
    catalog: entity.catalog,
    schema: entity.schema,
    table_schemas: [...(entity.tableSchemas ?? [])].sort((a, b) => a.id - b.id).map(toTableSchemaView),
    sql: entity.sql,
    query_limit: entity.queryLimit,
    latest_query: latestQuery,
    autorun: entity.autorun,
    template_params: entity.templateParams,
    hide_left_bar: entity.hideLeftBar,
    saved_query: savedQuery,
    extra_json: parsedObject(entity.extraJson) ?? {},
  };
}

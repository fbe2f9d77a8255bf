import type { QueryHistoryItem, QueryListRow, QueryResultsView, QueryView, ResultColumnView, UserRef } from '@tessera/contracts';
import type { ResultColumn } from '@tessera/engines';
import { GenericDataType } from '@tessera/query-engine';
import { scriptTables } from '../script/sql-script';
import type { QueryEntity } from './query.entity';
import type { ResultsPage } from './query-results.store';

export function extraOf(entity: QueryEntity): Record<string, unknown> {
  try {
    return JSON.parse(entity.extraJson || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The errors a failed run recorded, as async events and the editor show them. */
export function queryErrorsOf(entity: QueryEntity): { message: string; error_type: string | null }[] {
  const errors = extraOf(entity).errors;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.map((error: { message?: unknown; error_type?: unknown }) => ({
      message: String(error.message ?? entity.errorMessage ?? ''),
      error_type: typeof error.error_type === 'string' ? error.error_type : null,
    }));
  }
  return entity.errorMessage ? [{ message: entity.errorMessage, error_type: null }] : [];
}

function fullName(user: UserRef | undefined): string | null {
  return user ? `${user.first_name} ${user.last_name}`.trim() : null;
}

/** Superset's `Query.to_dict()`: what the editor keeps per query. */
export function toQueryView(entity: QueryEntity, users: Map<number, UserRef>): QueryView {
  return {
    changed_on: entity.changedOn.toISOString(),
    dbId: entity.databaseId,
    db: entity.databaseName,
    endDttm: entity.endTime,
    errorMessage: entity.errorMessage,
    executedSql: entity.executedSql,
    id: entity.clientId,
    queryId: entity.id,
    limit: entity.limit,
    limitingFactor: entity.limitingFactor,
    progress: entity.progress,
    rows: entity.rows,
    schema: entity.schema,
    catalog: entity.catalog,
    ctas: entity.selectAsCta,
    serverId: entity.id,
    sql: entity.sql,
    sqlEditorId: entity.sqlEditorId,
    startDttm: entity.startTime,
    state: entity.status,
    tab: entity.tabName,
    tempSchema: entity.tmpSchemaName,
    tempTable: entity.tmpTableName,
    userId: entity.userId,
    user: entity.userId === null ? null : fullName(users.get(entity.userId)),
    resultsKey: entity.resultsKey,
    trackingUrl: entity.trackingUrl,
    extra: extraOf(entity),
  };
}

/** `GET /api/v1/query/{id}`. */
export function toQueryHistoryItem(entity: QueryEntity): QueryHistoryItem {
  return {
    id: entity.id,
    changed_on: entity.changedOn.toISOString(),
    client_id: entity.clientId,
    database: { id: entity.databaseId },
    end_result_backend_time: entity.endResultBackendTime,
    end_time: entity.endTime,
    error_message: entity.errorMessage,
    executed_sql: entity.executedSql,
    limit: entity.limit,
    progress: entity.progress,
    results_key: entity.resultsKey,
    rows: entity.rows,
    schema: entity.schema,
    select_as_cta: entity.selectAsCta,
    select_as_cta_used: entity.selectAsCtaUsed,
    select_sql: entity.selectSql,
    sql: entity.sql,
    sql_editor_id: entity.sqlEditorId,
    start_running_time: entity.startRunningTime,
    start_time: entity.startTime,
    status: entity.status,
    tab_name: entity.tabName,
    tmp_schema_name: entity.tmpSchemaName,
    tmp_table_name: entity.tmpTableName,
    tracking_url: entity.trackingUrl,
  };
}

/** A row of `GET /api/v1/query/`. */
export function toQueryListRow(entity: QueryEntity, users: Map<number, UserRef>, engine = 'postgresql'): QueryListRow {
  return {
    id: entity.id,
    changed_on: entity.changedOn.toISOString(),
    database: { id: entity.databaseId, database_name: entity.databaseName },
    executed_sql: entity.executedSql,
    rows: entity.rows,
    schema: entity.schema,
    sql: entity.sql,
    sql_tables: scriptTables(entity.sql, engine),
    status: entity.status,
    tab_name: entity.tabName,
    user: entity.userId === null ? null : (users.get(entity.userId) ?? null),
    start_time: entity.startTime,
    end_time: entity.endTime,
    tmp_table_name: entity.tmpTableName,
    tracking_url: entity.trackingUrl,
  };
}

export function toResultColumn(column: ResultColumn): ResultColumnView {
  return {
    column_name: column.name,
    name: column.name,
    type: column.type,
    type_generic: column.genericType,
    is_dttm: column.genericType === GenericDataType.TEMPORAL,
  };
}

/**
 * The answer of a sync run and of `GET /api/v1/sqllab/results/`: a page of the stored rows (already trimmed to the
 * rows asked for); `displayLimitReached` says that more rows are stored (or still coming) after it.
 */
export function toResultsView(entity: QueryEntity, users: Map<number, UserRef>, page: ResultsPage | null, offset = 0): QueryResultsView {
  const view: QueryResultsView = {
    query_id: entity.id,
    status: entity.status,
    data: page?.data ?? [],
    columns: page?.columns ?? [],
    selected_columns: page?.columns ?? [],
    expanded_columns: [],
    query: toQueryView(entity, users),
  };
  if (page && (offset + page.data.length < page.total || !page.complete)) view.displayLimitReached = true;
  return view;
}

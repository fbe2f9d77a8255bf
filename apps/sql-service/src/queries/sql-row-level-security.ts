import type { Caller, DatabaseConnectionInfo, SqlTableRef } from '@tessera/contracts';
import type { RowFilter } from './script-preparation';
import { defaultSchemaOf, type PhysicalDatasetIdsOf } from './sql-access';
import { isAdmin } from './sql-access-grants';

/** The row-level-security clauses that apply to the caller on one dataset (the gateway owns the rules). */
export type RlsClausesOf = (datasetId: number) => Promise<string[]>;

const tableKey = (table: SqlTableRef) => JSON.stringify([table.catalog, table.schema, table.table]);

/**
 * Superset's `RLS_IN_SQLLAB`: a table of the script that is the table of physical datasets gets the
 * clauses those datasets hold for the caller, all of them AND-ed. Administrators are not filtered.
 * Null when no clause applies, so a script without filtered tables runs exactly as written.
 */
export async function rowFilterFor(
  database: DatabaseConnectionInfo,
  tables: readonly SqlTableRef[],
  editorSchema: string | null,
  caller: Caller | undefined,
  lookups: { physicalDatasetIdsOf: PhysicalDatasetIdsOf; rlsClausesOf: RlsClausesOf },
): Promise<RowFilter | null> {
  if (tables.length === 0 || isAdmin(caller)) return null;
  const databaseSchema = defaultSchemaOf(database);
  // The catalog is left out: a dataset stored without one must filter `db.schema.table` too (more filtering, never less).
  const resolved = tables.map((table) => ({ table: table.table, schema: table.schema ?? editorSchema ?? databaseSchema, catalog: null }));
  const datasetIds = await lookups.physicalDatasetIdsOf({ database_id: database.id, default_schema: databaseSchema, tables: resolved });
  const distinctIds = [...new Set(datasetIds.flat())];
  if (distinctIds.length === 0) return null;
  const clausesOf = new Map(await Promise.all(distinctIds.map(async (id) => [id, await lookups.rlsClausesOf(id)] as const)));
  const filtered = new Map<string, string[]>();
  tables.forEach((table, index) => {
    const clauses = [...new Set((datasetIds[index] ?? []).flatMap((id) => clausesOf.get(id) ?? []))];
    if (clauses.length > 0) filtered.set(tableKey(table), clauses);
  });
  if (filtered.size === 0) return null;
  return (table) => filtered.get(tableKey(table)) ?? null;
}

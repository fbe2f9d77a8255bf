import { validateVirtualDatasetSql } from '../../sql/virtual-dataset-sql.validator';
import type { CompileContext } from './compile-context.factory';

/**
 * The FROM item of a dataset: `(<sql>) AS virtual_table` for a virtual dataset (its SQL on lines of
 * its own, so a trailing line comment cannot reach the closing parenthesis), else the quoted
 * `schema.table` (with the catalog on DuckDB, where attached databases are catalogs).
 */
export function buildFromClause(ctx: CompileContext): string {
  const { dataset } = ctx;
  if (dataset.sql?.trim()) {
    return `(\n${validateVirtualDatasetSql(dataset.sql, ctx.engine)}\n) AS ${ctx.quote('virtual_table')}`;
  }
  const parts = [dataset.tableName];
  if (dataset.schema) parts.unshift(dataset.schema);
  if (dataset.schema && dataset.catalog && ctx.engine === 'duckdb') parts.unshift(dataset.catalog);
  return parts.map((part) => ctx.quote(part)).join('.');
}

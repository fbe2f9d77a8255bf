import { GenericDataType, type SqlDialect } from '@tessera/query-engine';

import type { ColumnKey, ColumnMetadata, RawTableFacts, TableMetadata } from './table-metadata';

function keysOf(facts: RawTableFacts): ColumnKey[] {
  const keys: ColumnKey[] = [];
  if (facts.primaryKey && facts.primaryKey.constrained_columns.length > 0) {
    keys.push({ type: 'pk', name: facts.primaryKey.name, column_names: facts.primaryKey.constrained_columns });
  }
  for (const fk of facts.foreignKeys) {
    const { constrained_columns, ...rest } = fk;
    keys.push({ ...rest, type: 'fk', column_names: constrained_columns });
  }
  for (const index of facts.indexes) {
    keys.push({ type: 'index', name: index.name, column_names: index.column_names, unique: index.unique });
  }
  return keys;
}

/** Shapes raw facts into Superset's `table_metadata` answer (`keys` per column, short and long types). */
export function buildTableMetadata(name: string, facts: RawTableFacts, dialect: SqlDialect, selectStar: string): TableMetadata {
  const keys = keysOf(facts);
  const columns: ColumnMetadata[] = facts.columns.map((column) => {
    const genericType = dialect.genericType(column.longType);
    return {
      name: column.name,
      type: column.longType.split('(')[0].trim(),
      longType: column.longType,
      keys: keys.filter((key) => key.column_names.includes(column.name)),
      comment: column.comment,
      genericType,
      isDttm: genericType === GenericDataType.TEMPORAL,
      nullable: column.nullable,
    };
  });
  return {
    name,
    columns,
    selectStar,
    primaryKey: facts.primaryKey,
    foreignKeys: facts.foreignKeys,
    indexes: facts.indexes,
    comment: facts.comment,
  };
}

/** Foreign keys of relation `$1` with both column lists in key order. */
export const PG_FOREIGN_KEYS_SQL = `
SELECT con.conname AS name,
       ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY AS k(num, ord)
             JOIN pg_catalog.pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.ord)::text[] AS constrained,
       rn.nspname AS referred_schema,
       rc.relname AS referred_table,
       ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY AS k(num, ord)
             JOIN pg_catalog.pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.ord)::text[] AS referred,
       con.confupdtype AS on_update,
       con.confdeltype AS on_delete
FROM pg_catalog.pg_constraint con
JOIN pg_catalog.pg_class rc ON rc.oid = con.confrelid
JOIN pg_catalog.pg_namespace rn ON rn.oid = rc.relnamespace
WHERE con.conrelid = $1 AND con.contype = 'f'
ORDER BY con.conname`;

/** Secondary indexes of relation `$1` (the primary key's index is reported as the key). */
export const PG_INDEXES_SQL = `
SELECT i.relname AS name, ix.indisunique AS unique,
       ARRAY(SELECT a.attname FROM unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(num, ord)
             JOIN pg_catalog.pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.num ORDER BY k.ord)::text[] AS columns
FROM pg_catalog.pg_index ix
JOIN pg_catalog.pg_class i ON i.oid = ix.indexrelid
WHERE ix.indrelid = $1 AND NOT ix.indisprimary
ORDER BY i.relname`;

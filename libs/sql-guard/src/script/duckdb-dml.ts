import { analyzeDuckdbSelect } from '../analysis/duckdb.analyzer';
import type { StatementFacts, TableOccurrence } from '../analysis/statement-facts';
import { serializeDuckdb } from '../parsers/duckdb.parser';

/** A table name: up to three dotted parts, each a plain word or a double-quoted name. */
const NAME = String.raw`(?:"(?:[^"]|"")*"|[^\s."(),;]+)(?:\s*\.\s*(?:"(?:[^"]|"")*"|[^\s."(),;]+)){0,2}`;

/** `CREATE [OR REPLACE] [TEMP] TABLE|VIEW [IF NOT EXISTS] <name> AS <query>` */
const CREATE_AS = new RegExp(
  String.raw`^(\s*CREATE\s+(?:OR\s+REPLACE\s+)?(?:TEMP(?:ORARY)?\s+)?(?:TABLE|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?)(${NAME})(\s+AS\s+)([\s\S]+)$`,
  'i',
);
/** `INSERT [OR REPLACE|IGNORE] INTO <name> [BY NAME|POSITION] [(columns)] <query>` */
const INSERT_QUERY = new RegExp(
  String.raw`^(\s*INSERT\s+(?:OR\s+(?:REPLACE|IGNORE)\s+)?INTO\s+)(${NAME})((?:\s+BY\s+(?:NAME|POSITION))?(?:\s*\(\s*(?:"(?:[^"]|"")*"|[\w\s,])*\))?\s+)((?:SELECT|WITH|FROM|VALUES|\()[\s\S]*)$`,
  'i',
);

/** The facts of `<query>` at `offset` in the statement, read by DuckDB's own parser; null when it is not a query. */
async function queryFacts(query: string, offset: number): Promise<StatementFacts | null> {
  const node = await serializeDuckdb(query);
  if (!node) return null;
  const facts = analyzeDuckdbSelect(node, query);
  facts.tables = facts.tables.map((table) => ({ ...table, location: table.location === null ? null : table.location + offset }));
  return facts;
}

/** The target table, read by DuckDB's parser as `SELECT * FROM <name>` so that quoting and case follow DuckDB. */
async function targetTable(name: string, offset: number): Promise<{ table: TableOccurrence; facts: StatementFacts } | null> {
  const probe = 'SELECT * FROM ';
  const facts = await queryFacts(`${probe}${name}`, offset - probe.length);
  const [table] = facts?.tables ?? [];
  if (!facts || facts.tables.length !== 1 || facts.functions.length > 0) return null;
  return { table: { ...table, target: true }, facts };
}

/**
 * DuckDB's own forms of `CREATE TABLE|VIEW … AS <query>` and `INSERT INTO … <query>` (OR REPLACE,
 * BY NAME, FROM-first queries) that PostgreSQL's grammar cannot read. DuckDB serialises only
 * queries, so the target name and the query are each handed to DuckDB's parser on their own; the
 * statement is recognised only when both parse exactly so.
 */
export async function duckdbWriteFacts(statement: string): Promise<StatementFacts | null> {
  const match = CREATE_AS.exec(statement) ?? INSERT_QUERY.exec(statement);
  if (!match) return null;
  const [, head, name, glue, query] = match;
  const target = await targetTable(name, head.length);
  const source = target ? await queryFacts(query, head.length + name.length + glue.length) : null;
  if (!target || !source) return null;
  return {
    kind: 'mutating',
    tables: [target.table, ...source.tables],
    functions: source.functions,
    forbiddenStatement: null,
    fileReferences: [...target.facts.fileReferences, ...source.fileReferences],
  };
}

import { analyzeDuckdbSelect, looksLikeFilePath } from '../analysis/duckdb.analyzer';
import { analyzePostgresStatement } from '../analysis/postgres.analyzer';
import { qualifiedNameParts } from '../analysis/qualified-name';
import type { StatementFacts, TableOccurrence } from '../analysis/statement-facts';
import { statementLabel } from '../analysis/statement-label';
import { forbiddenStatement, invalidSql, securityError } from '../guard.errors';
import { countDuckdbStatements, serializeDuckdb } from '../parsers/duckdb.parser';
import { parsePostgres } from '../parsers/postgres.parser';
import type { GuardTableRef } from '../sql-guard.types';
import type { ParsedStatement } from './parsed-statement';
import { duckdbWriteFacts } from './duckdb-dml';
import { type ScriptPiece, splitScript } from './statement-splitter';
import { serverText } from '@tessera/platform';

/** DuckDB statements refused on every database; named here only so the refusal says what it was. */
const REFUSED_STATEMENTS =
  /^(COPY|ATTACH|DETACH|INSTALL|LOAD|FORCE .*|SET|RESET|PRAGMA|EXPORT|IMPORT|CALL|USE|CHECKPOINT|VACUUM|UPDATE EXTENSIONS|(CREATE|DROP|ALTER) (SECRET|PERSISTENT|MACRO|FUNCTION|EXTENSION))$/;

const EXPLAIN_PREFIX = /^(?:\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)*EXPLAIN(?:\s+ANALY[SZ]E)?\s+/i;

/** `EXPLAIN <select>`: DuckDB does not serialise EXPLAIN, so the query it explains is parsed on its own. */
async function explainedSelect(piece: ScriptPiece): Promise<StatementFacts | null> {
  const prefix = EXPLAIN_PREFIX.exec(piece.text)?.[0];
  if (!prefix) return null;
  const node = await serializeDuckdb(piece.text.slice(prefix.length));
  if (!node) return null;
  const facts = analyzeDuckdbSelect(node, piece.text.slice(prefix.length));
  facts.tables = facts.tables.map((table) => ({ ...table, location: table.location === null ? null : table.location + prefix.length }));
  return { ...facts, kind: 'read' };
}

/**
 * PostgreSQL's parser folds unquoted names to lower case; DuckDB keeps them as written (and matches
 * them case-insensitively), so the name is read back from the text where the parser located it.
 */
function nameAsWritten(text: string, table: TableOccurrence): GuardTableRef {
  const { ref, location } = table;
  if (location === null) return ref;
  const parts = qualifiedNameParts(text, location);
  const folded = [ref.catalog, ref.schema, ref.table].filter((part): part is string => part !== null);
  const same = parts.length === folded.length && parts.every((part, index) => part.toLowerCase() === folded[index].toLowerCase());
  if (!same) return ref;
  const [name, schema, catalog] = [...parts].reverse();
  return { catalog: catalog ?? null, schema: schema ?? null, table: name };
}

/**
 * DuckDB serialises only SELECT-like statements. Its own forms of CREATE … AS and INSERT … <query>
 * are read in parts by DuckDB's parser; the others are classified with PostgreSQL's parser (DuckDB's
 * grammar derives from it); what neither can read is refused.
 */
async function classifyOtherStatement(piece: ScriptPiece): Promise<StatementFacts> {
  const explained = await explainedSelect(piece);
  if (explained) return explained;
  const write = await duckdbWriteFacts(piece.text).catch(() => null);
  if (write) return write;
  const parsed = await parsePostgres(piece.text).catch(() => null);
  if (parsed?.length === 1) {
    const facts = analyzePostgresStatement(parsed[0], piece.text);
    facts.tables = facts.tables.map((table) => ({ ...table, ref: nameAsWritten(piece.text, table) }));
    facts.fileReferences.push(...facts.tables.map((table) => table.ref.table).filter(looksLikeFilePath));
    return facts;
  }
  const label = statementLabel(piece.text);
  if (REFUSED_STATEMENTS.test(label)) throw forbiddenStatement(label);
  throw securityError(serverText('%s statements in this form cannot be checked on DuckDB, so they are not allowed.', label));
}

/** Parses a DuckDB script with DuckDB's own parser, statement by statement. */
export async function parseDuckdbScript(sql: string): Promise<ParsedStatement[]> {
  const pieces = splitScript(sql, { mysql: false });
  if (pieces.length === 0) return [];
  // Some statements make DuckDB's parser reach for files (IMPORT DATABASE) or expand into several
  // (COPY FROM DATABASE); when the count fails or disagrees, a refused statement is named first.
  const refused = pieces.map((piece) => statementLabel(piece.text)).find((label) => REFUSED_STATEMENTS.test(label));
  const count = await countDuckdbStatements(sql).catch((error: unknown) => {
    throw refused ? forbiddenStatement(refused) : error;
  });
  if (count !== pieces.length && refused) throw forbiddenStatement(refused);
  if (count > pieces.length) {
    // DuckDB turns a PIVOT without an IN list into extra statements of its own, which it cannot serialise.
    throw invalidSql(
      serverText(
        'DuckDB expands a statement of this script into several (a PIVOT without IN (…)?), which cannot be checked; list the pivot values with IN (…)',
      ),
    );
  }
  if (count !== pieces.length) throw invalidSql(serverText('The script could not be split into statements'));
  const statements: ParsedStatement[] = [];
  for (const piece of pieces) {
    const node = await serializeDuckdb(piece.text);
    const facts = node ? analyzeDuckdbSelect(node, piece.text) : await classifyOtherStatement(piece);
    statements.push({ sql: piece.text, offset: piece.offset, facts });
  }
  return statements;
}

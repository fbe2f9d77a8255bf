import type { GuardTableRef, StatementKind } from '../sql-guard.types';

/** A table reference found in a statement's tree. */
export interface TableOccurrence {
  ref: GuardTableRef;
  /** Character offset of the reference's name in the statement text; null when the parser gave none. */
  location: number | null;
  /** The alias written after the name, if any (the row-level-security rewrite keeps it). */
  alias: string | null;
  /** A statement's target (INSERT INTO t, UPDATE t, SELECT … INTO t): never rewritten into a sub-query. */
  target: boolean;
  /** Written alone after DuckDB's DESCRIBE or SUMMARIZE, where a query may stand but not a sub-query with an alias. */
  standalone?: boolean;
}

/** A function call found in a statement's tree. */
export interface FunctionOccurrence {
  /** The function's own name as written (without schema). */
  name: string;
  schema: string | null;
  /** The first argument when it is a string constant (for `current_setting('…')`). */
  firstArgument: string | null;
  /** The first argument when it is a non-negative number constant (for `pg_sleep(n)`); absent otherwise. */
  numericArgument?: number | null;
}

/** What the guard's policy needs to know about one parsed statement, whatever the engine. */
export interface StatementFacts {
  kind: StatementKind;
  tables: TableOccurrence[];
  functions: FunctionOccurrence[];
  /** Set when the statement itself is refused on every database, e.g. `COPY`; the label names it. */
  forbiddenStatement: string | null;
  /** Table names that are file paths or URLs (DuckDB replacement scans). */
  fileReferences: string[];
}

/** Facts with nothing found yet. */
export function emptyFacts(kind: StatementKind): StatementFacts {
  return { kind, tables: [], functions: [], forbiddenStatement: null, fileReferences: [] };
}

/** The more dangerous of two kinds: a statement is as mutating as its most mutating part. */
export function strongerKind(a: StatementKind, b: StatementKind): StatementKind {
  const order: StatementKind[] = ['read', 'select', 'session', 'mutating'];
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
}

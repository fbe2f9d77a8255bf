import type { DuckDBConnection } from '@duckdb/node-api';
import { DuckDBInstance } from '@duckdb/node-api';

import { invalidSql, positionAt } from '../guard.errors';
import type { AstNode } from './ast-node';
import { byteToCharOffset } from './text-offsets';
import { serverText } from '@tessera/platform';

/** One statement's tree from DuckDB's `json_serialize_sql`. */
export type DuckdbStatementNode = AstNode;

/** DuckDB's answer for one statement: its tree, or `null` when DuckDB serialises only SELECT-like statements and this is not one. */
export type DuckdbSerialized = DuckdbStatementNode | null;

let connecting: Promise<DuckDBConnection> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * A private in-memory DuckDB used only for its parser: it holds no data, cannot reach files or the
 * network, and its configuration is locked, so nothing sent to it can do harm even if it were run.
 */
function parserConnection(): Promise<DuckDBConnection> {
  connecting ??= (async () => {
    const instance = await DuckDBInstance.create(':memory:', { enable_external_access: 'false', lock_configuration: 'true' });
    const connection = await instance.connect();
    process.once('exit', () => {
      connection.closeSync();
      instance.closeSync();
    });
    return connection;
  })();
  // A failed start is retried by the next call rather than remembered.
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}

/** Runs `task` after every earlier parser call: the connection is used by one call at a time. */
function serialized<T>(task: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
  const run = queue.then(async () => task(await parserConnection()));
  queue = run.catch(() => undefined);
  return run;
}

function parserError(sql: string, message: string, position?: string | number): never {
  const byte = Number(position);
  throw invalidSql(
    message.replace(/^Parser Error:\s*/, '').split('\n')[0],
    Number.isFinite(byte) ? positionAt(sql, byteToCharOffset(sql, byte)) : undefined,
  );
}

/** How many statements DuckDB's parser finds in `sql` (parsing only; nothing is bound or run). */
export function countDuckdbStatements(sql: string): Promise<number> {
  return serialized(async (connection) => {
    try {
      return (await connection.extractStatements(sql)).count;
    } catch (error) {
      // json_serialize_sql reports the same syntax error with its position.
      const answer = await serializeWith(connection, sql);
      if (answer.error && answer.error_type === 'parser') return parserError(sql, answer.error_message ?? '', answer.position);
      return parserError(sql, error instanceof Error ? error.message.replace(/^Failed to extract statements:\s*/, '') : String(error));
    }
  });
}

interface SerializeAnswer {
  error: boolean;
  error_type?: string;
  error_message?: string;
  position?: string;
  statements?: { node: DuckdbStatementNode }[];
}

async function serializeWith(connection: DuckDBConnection, sql: string): Promise<SerializeAnswer> {
  const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR)', [sql]);
  return JSON.parse(String(reader.getRows()[0][0])) as SerializeAnswer;
}

/**
 * DuckDB serialises only SELECT-like statements; for one it parsed but cannot serialise (INSERT, COPY,
 * ATTACH …), `json_serialize_sql` answers the `error_type` of its NOT_IMPLEMENTED exception (spelt with a
 * space in the JSON). Such a statement goes to the fallback reader.
 */
const NOT_SERIALISABLE = /^not[ _]implemented$/i;

/** DuckDB's parse tree of a single statement, or `null` when it is not SELECT-like. */
export function serializeDuckdb(sql: string): Promise<DuckdbSerialized> {
  return serialized(async (connection) => {
    const answer = await serializeWith(connection, sql);
    if (!answer.error) {
      if (answer.statements?.length !== 1) throw invalidSql(serverText('Expected exactly one statement'));
      return answer.statements[0].node;
    }
    if (answer.error_type !== undefined && NOT_SERIALISABLE.test(answer.error_type)) return null;
    return parserError(sql, answer.error_message ?? 'DuckDB could not parse the statement', answer.position);
  });
}

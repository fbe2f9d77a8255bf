import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

import type { SqlGuardEngine } from './sql-guard.types';

const ENGINES: readonly SqlGuardEngine[] = ['postgresql', 'duckdb', 'mysql', 'mariadb'];

/** The guard's engine for a database's engine name; any engine without a parser here is refused. */
export function guardEngine(engine: string): SqlGuardEngine {
  const name = String(engine ?? '').toLowerCase() as SqlGuardEngine;
  if (ENGINES.includes(name)) return name;
  throw new TesseraError(ErrorCode.BAD_REQUEST, `SQL for the engine "${engine}" cannot be checked, so it is not allowed.`, {
    errorType: SupersetErrorType.GENERIC_DB_ENGINE_ERROR,
  });
}

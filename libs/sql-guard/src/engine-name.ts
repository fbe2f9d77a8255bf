import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

import type { SqlGuardEngine } from './sql-guard.types';
import { serverText } from '@tessera/platform';

const ENGINES: readonly SqlGuardEngine[] = ['postgresql', 'duckdb', 'mysql', 'mariadb'];

/** The guard's engine for a database's engine name; any engine without a parser here is refused. */
export function guardEngine(engine: string): SqlGuardEngine {
  const name = String(engine ?? '').toLowerCase() as SqlGuardEngine;
  if (ENGINES.includes(name)) return name;
  throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('SQL for the engine "%s" cannot be checked, so it is not allowed.', engine), {
    errorType: SupersetErrorType.GENERIC_DB_ENGINE_ERROR,
  });
}

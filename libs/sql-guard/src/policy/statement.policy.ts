import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

import { dmlNotAllowed, forbiddenFunction, forbiddenStatement, securityError } from '../guard.errors';
import type { ParsedStatement } from '../script/parsed-statement';
import type { SqlGuardEngine, SqlGuardOptions } from '../sql-guard.types';
import { isFunctionRefused } from './function.policy';
import { serverText } from '@tessera/platform';

const SYSTEM_SCHEMAS = new Set(['pg_catalog', 'information_schema', 'mysql', 'performance_schema', 'sys']);

/** Refuses statements and calls that touch the host, whatever the database allows. */
function checkHostAccess(statement: ParsedStatement, engine: SqlGuardEngine, options: SqlGuardOptions): void {
  const { facts } = statement;
  const allowFileAccess = options.allowFileAccess === true;
  if (facts.forbiddenStatement) throw forbiddenStatement(facts.forbiddenStatement);
  const refused = facts.functions.find((call) => isFunctionRefused(call, engine, allowFileAccess, options.maxSleepSeconds));
  if (refused) throw forbiddenFunction(refused.name);
  // `UPDATE pg_settings SET …` is SET by other means; system catalogs are never a data change's target.
  const catalogTarget = facts.tables.find(
    ({ ref, target }) => target && (SYSTEM_SCHEMAS.has(String(ref.schema).toLowerCase()) || ref.table.toLowerCase() === 'pg_settings'),
  );
  if (catalogTarget) throw securityError(serverText('Changing the system catalog table %s is not allowed.', catalogTarget.ref.table));
  if (engine === 'duckdb' && !allowFileAccess && facts.fileReferences.length > 0) {
    throw securityError(
      serverText('The table name "%s" reads a file or URL, which is not allowed in SQL Lab queries.', facts.fileReferences[0]),
    );
  }
}

function checkSingleQuery(statements: readonly ParsedStatement[]): void {
  if (statements.length !== 1) {
    throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('The query must be exactly one statement.'), {
      errorType: SupersetErrorType.INVALID_SQL_ERROR,
    });
  }
  if (statements[0].facts.kind !== 'select') {
    throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('The query must be a single read-only SELECT statement.'), {
      errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR,
    });
  }
}

/** Applies the policy to parsed statements: host access first (never allowed), then the query shape, then DML. */
export function enforcePolicy(statements: readonly ParsedStatement[], engine: SqlGuardEngine, options: SqlGuardOptions): void {
  for (const statement of statements) checkHostAccess(statement, engine, options);
  if (options.kind === 'query') checkSingleQuery(statements);
  if (!options.allowDml && statements.some((statement) => statement.facts.kind === 'mutating')) throw dmlNotAllowed();
}

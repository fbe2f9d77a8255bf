/**
 * The SQL guard: one place that parses hand-written SQL with each engine's real parser and refuses
 * what may not run (host files, SQL from strings, server control, DML without `allow_dml`).
 */
export type { GuardedStatement, GuardTableRef, SqlGuardEngine, SqlGuardOptions, StatementKind } from './sql-guard.types';
export { checkSql, findTables } from './check-sql';
export { applyRowLevelSecurity } from './row-level-security';
export { DML_NOT_ALLOWED_MESSAGE } from './guard.errors';
export { ATTACK_CORPUS, type AttackPayload } from './testing/attack-corpus';
export { ANALYST_QUERIES, type AnalystQuery } from './testing/analyst-queries';

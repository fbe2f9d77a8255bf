import { ErrorCode, SupersetErrorType, TesseraError, issueCodesFor } from '@tessera/contracts';

/** What the caller knew when the error happened; rule messages may quote it. */
export interface ErrorContext {
  hostname?: string | null;
  port?: number | string | null;
  username?: string | null;
  database?: string | null;
  /** The statement that failed, to turn a character position into a line number. */
  sql?: string;
}

/** The parts of a driver error the rules look at. */
export interface DriverErrorFacts {
  message: string;
  /** SQLSTATE, errno name or Node system error code. */
  code: string | null;
  /** 1-based character offset of the error inside the statement, when the driver reports it. */
  position: number | null;
  /** Line and column the message itself marks (DuckDB's `LINE 3: …` with a caret below), when it does. */
  location?: { line: number; column: number } | null;
}

/** `LINE 3: FROM t WHERE nope = 1` followed by a line whose caret points at the column. */
const MARKED_LINE = /^LINE (\d+): .*\n( *)\^/m;

/** Where a message marks the error, as DuckDB writes it; null when it marks nothing. */
export function markedLocation(message: string): { line: number; column: number } | null {
  const match = MARKED_LINE.exec(message);
  if (!match) return null;
  const column = match[2].length - `LINE ${match[1]}: `.length + 1;
  return column >= 1 ? { line: Number(match[1]), column } : null;
}

/** One line of an engine's table, like Superset's `custom_errors`: a pattern, a type, a message. */
export interface ErrorRule {
  errorType: SupersetErrorType;
  /** Matched against the driver message. */
  pattern?: RegExp;
  /** Matched against the driver error code (any of). */
  codes?: readonly string[];
  /** Builds the user-facing message from the pattern's named groups and the context. */
  message(groups: Record<string, string>, context: ErrorContext, facts: DriverErrorFacts): string;
  /** Which connection fields are at fault (`extra.invalid`). */
  invalid?: readonly string[];
}

/** Reads message, code and position from whatever a driver threw. */
export function driverErrorFacts(error: unknown): DriverErrorFacts {
  if (error && typeof error === 'object') {
    const candidate = error as { message?: unknown; code?: unknown; position?: unknown; errors?: unknown };
    let message = typeof candidate.message === 'string' ? candidate.message : String(error);
    // Node reports a failed dual-stack connect as an AggregateError with an empty message.
    if (!message && Array.isArray(candidate.errors) && candidate.errors.length > 0) {
      return driverErrorFacts(candidate.errors[0]);
    }
    if (!message) message = String(candidate.code ?? 'Unknown error');
    const code = typeof candidate.code === 'string' || typeof candidate.code === 'number' ? String(candidate.code) : null;
    const position = candidate.position !== undefined && candidate.position !== null ? Number(candidate.position) : null;
    const location = markedLocation(message);
    return { message, code, position: Number.isFinite(position) ? position : null, ...(location ? { location } : {}) };
  }
  return { message: String(error), code: null, position: null };
}

/** 1-based line of a 1-based character position in `sql`. */
export function lineOfPosition(sql: string | undefined, position: number | null): number | null {
  if (!sql || position === null || position < 1) return null;
  return sql.slice(0, position - 1).split('\n').length;
}

/**
 * 1-based line and column of a 1-based character position in `sql`: where the editor marks the
 * problem (`extra.line`, `extra.column`, as the SQL guard reports parse errors).
 */
export function locationOfPosition(sql: string | undefined, position: number | null): { line: number; column: number } | null {
  if (!sql || position === null || position < 1 || position > sql.length + 1) return null;
  const before = sql.slice(0, position - 1).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function matchRule(rule: ErrorRule, facts: DriverErrorFacts): Record<string, string> | null {
  if (rule.codes && facts.code !== null && rule.codes.includes(facts.code)) {
    return (rule.pattern && rule.pattern.exec(facts.message)?.groups) || {};
  }
  if (rule.pattern) {
    const match = rule.pattern.exec(facts.message);
    if (match) return { ...(match.groups ?? {}) };
  }
  return null;
}

/**
 * Turns a driver error into a TesseraError with a Superset error type: the first matching rule decides
 * the type and message; nothing matching gives GENERIC_DB_ENGINE_ERROR `'<Engine> Error: <message>'`.
 */
export function mapDriverError(engineName: string, rules: readonly ErrorRule[], error: unknown, context: ErrorContext = {}): TesseraError {
  if (error instanceof TesseraError) return error;
  const facts = driverErrorFacts(error);
  const location = locationOfPosition(context.sql, facts.position) ?? facts.location ?? {};
  for (const rule of rules) {
    const groups = matchRule(rule, facts);
    if (!groups) continue;
    return new TesseraError(ErrorCode.BAD_REQUEST, rule.message(groups, context, facts), {
      errorType: rule.errorType,
      extra: {
        engine_name: engineName,
        ...(rule.invalid ? { invalid: [...rule.invalid] } : {}),
        ...location,
        issue_codes: issueCodesFor(rule.errorType),
      },
    });
  }
  const errorType = SupersetErrorType.GENERIC_DB_ENGINE_ERROR;
  return new TesseraError(ErrorCode.BAD_REQUEST, `${engineName} Error: ${facts.message}`, {
    errorType,
    extra: { engine_name: engineName, ...location, issue_codes: issueCodesFor(errorType) },
  });
}

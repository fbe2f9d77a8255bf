import { ErrorCode, TesseraError, parseBoundedJson } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

export type JsonObject = Record<string, unknown>;

/**
 * A malformed save body: 400 naming the field and the problem, rendered by the gateway as
 * Superset's `{message: {field: [problem]}}`.
 */
export function invalidField(field: string, problem: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, `${field}: ${problem}`, { fields: { [field]: [problem] } });
}

export function isPlainObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Parses a JSON-string field; text that is not JSON is a 400 naming the field. */
export function parseJsonText(text: string, field: string): unknown {
  try {
    return parseBoundedJson(text);
  } catch (error) {
    throw invalidField(field, serverText('Not a valid JSON document (%s)', (error as Error).message));
  }
}

/** Reads of one value at `path` inside a field, each throwing a 400 that names both. */
export class JsonReader {
  constructor(readonly field: string) {}

  fail(path: string, problem: string): TesseraError {
    return invalidField(this.field, `${path}: ${problem}`);
  }

  object(value: unknown, path: string): JsonObject {
    if (!isPlainObject(value)) throw this.fail(path, serverText('must be an object'));
    return value;
  }

  list(value: unknown, path: string): unknown[] {
    if (!Array.isArray(value)) throw this.fail(path, serverText('must be a list'));
    return value;
  }

  string(value: unknown, path: string): string {
    if (typeof value !== 'string') throw this.fail(path, serverText('must be a string'));
    return value;
  }

  boolean(value: unknown, path: string): boolean {
    if (typeof value !== 'boolean') throw this.fail(path, serverText('must be true or false'));
    return value;
  }

  integer(value: unknown, path: string): number {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw this.fail(path, serverText('must be an integer'));
    return value;
  }

  positiveInteger(value: unknown, path: string): number {
    const number = this.integer(value, path);
    if (number < 1) throw this.fail(path, serverText('must be a positive integer'));
    return number;
  }

  stringList(value: unknown, path: string): string[] {
    return this.list(value, path).map((item, index) => this.string(item, `${path}[${index}]`));
  }

  integerList(value: unknown, path: string): number[] {
    return this.list(value, path).map((item, index) => this.integer(item, `${path}[${index}]`));
  }

  oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
    if (typeof value !== 'string' || !allowed.includes(value as T)) {
      throw this.fail(path, serverText('must be one of %s (got %s)', allowed.join(', '), JSON.stringify(value)));
    }
    return value as T;
  }
}

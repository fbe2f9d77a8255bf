import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

/** Raw JSON object as received. */
export type RawObject = Record<string, unknown>;

export function isObject(value: unknown): value is RawObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `INVALID_PAYLOAD_SCHEMA_ERROR` naming the failing field, with the field → messages map in `fields`. */
export function payloadError(field: string, problem: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, `${field}: ${problem}`, {
    errorType: SupersetErrorType.INVALID_PAYLOAD_SCHEMA_ERROR,
    fields: { [field]: [problem] },
  });
}

/** Reads typed fields out of one raw object, naming each failure by its path (`queries[0].row_limit`). */
export class PayloadReader {
  constructor(
    readonly raw: RawObject,
    readonly path: string,
  ) {}

  field(name: string): string {
    return this.path ? `${this.path}.${name}` : name;
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined;
  }

  fail(name: string, problem: string): never {
    throw payloadError(this.field(name), problem);
  }

  optionalString(name: string): string | null | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null) return value;
    if (typeof value !== 'string') this.fail(name, 'Not a valid string.');
    if (value.includes('\0')) this.fail(name, 'Must not contain NUL characters.');
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw[name];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') this.fail(name, 'Not a valid boolean.');
    return value;
  }

  /** A non-negative integer, null, or absent. */
  optionalCount(name: string): number | null | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null) return value;
    if (typeof value !== 'number' || !Number.isInteger(value)) this.fail(name, 'Not a valid integer.');
    if (value < 0) this.fail(name, 'Must be greater than or equal to 0.');
    return value;
  }

  optionalEnum<T extends string>(name: string, allowed: readonly T[]): T | null | undefined {
    const value = this.optionalString(name);
    if (value === undefined || value === null) return value;
    if (!(allowed as readonly string[]).includes(value)) this.fail(name, `Must be one of: ${allowed.join(', ')}.`);
    return value as T;
  }

  optionalObject(name: string): RawObject | null | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null) return value;
    if (!isObject(value)) this.fail(name, 'Not a valid mapping type.');
    return value;
  }

  optionalList(name: string): unknown[] | null | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null) return value;
    if (!Array.isArray(value)) this.fail(name, 'Not a valid list.');
    return value;
  }

  /** A mapping whose values are all strings. */
  optionalStringMap(name: string): Record<string, string> | undefined {
    const value = this.optionalObject(name);
    if (!value) return undefined;
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry !== 'string') throw payloadError(`${this.field(name)}.${key}`, 'Not a valid string.');
    }
    return value as Record<string, string>;
  }

  child(name: string, raw: RawObject): PayloadReader {
    return new PayloadReader(raw, this.field(name));
  }
}

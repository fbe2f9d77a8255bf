import { badRequest } from '@tessera/contracts';
import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { serverText } from '@tessera/platform';

/** Ids are PostgreSQL `integer` columns: 1 to 2^31 - 1. */
export const MAX_ID = 2_147_483_647;

/**
 * Reads an id from a path or query parameter: decimal digits only, 1 to 2^31 - 1. Anything else
 * (`1e10`, `0x10`, `-1`, `9999999999`) is the caller's mistake, answered with 400 before any
 * service or database sees it.
 */
export function parseId(value: unknown, name = 'id'): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw badRequest(serverText('Not a valid %s: %s (expected an integer from 1 to %s)', name, JSON.stringify(value), MAX_ID));
  }
  return id;
}

/** `parseId` for an optional parameter: absent or empty is `undefined`. */
export function parseOptionalId(value: unknown, name = 'id'): number | undefined {
  return value === undefined || value === '' ? undefined : parseId(value, name);
}

/** The pipe every integer id route parameter goes through: `@Param('id', ParseIdPipe) id: number`. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    return parseId(value, metadata.data ?? 'id');
  }
}

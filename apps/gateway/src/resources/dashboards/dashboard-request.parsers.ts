import { serverPlural, serverText } from '@tessera/platform';
import { ErrorCode, TesseraError, badRequest, parseBoundedJson } from '@tessera/contracts';

/**
 * Checks that JSON-string body fields (`json_metadata`, `position_json`) hold JSON, with a 400 naming
 * the field; the dashboard service checks what the documents say.
 */
export function assertJsonFields(body: object, fields: readonly string[]): void {
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    try {
      parseBoundedJson(value);
    } catch (error) {
      const problem = `Not a valid JSON document (${(error as Error).message})`;
      throw new TesseraError(ErrorCode.BAD_REQUEST, `${field}: ${problem}`, { fields: { [field]: [problem] } });
    }
  }
}

/** `mark_updated`: true unless given as false (Superset's default). */
export function markUpdatedParam(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(serverText('mark_updated must be true or false'));
}

/** `tab_id`: an optional integer. */
export function tabIdParam(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(number)) throw badRequest(serverText('tab_id must be an integer'));
  return number;
}

/** Superset's `Deleted 1 dashboard` / `Deleted 3 dashboards`. */
export function deletedMessage(count: number): string {
  return serverPlural('Deleted %s dashboard', 'Deleted %s dashboards', count, count);
}

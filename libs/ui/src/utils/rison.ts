import { risonDecode, risonEncode } from '@tessera/contracts/web';

/**
 * Rison for list state kept in the address bar (`filters=(owners:!(1,2))`). The codec itself is the
 * one the gateway parses `q` with, so a filter the list writes is always one the server reads.
 */
export { risonDecode, risonEncode };

/** Decodes rison, answering `fallback` for text a user may have mangled in the address bar. */
export function risonDecodeOr<T>(text: string | null | undefined, fallback: T): unknown | T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return risonDecode(text);
  } catch {
    return fallback;
  }
}

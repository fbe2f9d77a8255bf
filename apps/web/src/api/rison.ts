import { risonEncode } from '@tessera/contracts/web';

/** Rison, the URL-friendly JSON encoding of Superset's `q` parameters (shared with the server). */
export const encodeRison: (value: unknown) => string = risonEncode;

/** Percent-encodes a query value but keeps the characters rison reads well unescaped. */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value).replace(/%(2C|3A|40|24|2F)/gi, (escaped) => decodeURIComponent(escaped));
}

/** Rison-encodes `value` ready to paste after `?q=` in a hand-built link. */
export function encodeRisonUri(value: unknown): string {
  return encodeQueryComponent(encodeRison(value));
}

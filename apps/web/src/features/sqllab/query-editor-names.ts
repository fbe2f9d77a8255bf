/** Default tab names are this prefix and a number (spec part 2 §9). */
export const UNTITLED_QUERY_PREFIX = 'Untitled Query ';

/** The next default name: one above the highest 'Untitled Query N' in use. */
export function nextUntitledName(names: readonly string[]): string {
  const numbers = names
    .filter((name) => name.startsWith(UNTITLED_QUERY_PREFIX))
    .map((name) => Number(name.slice(UNTITLED_QUERY_PREFIX.length)))
    .filter((value) => Number.isInteger(value) && value > 0);
  return `${UNTITLED_QUERY_PREFIX}${Math.max(0, ...numbers) + 1}`;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** An 11-character random id, the size Superset stores for query client ids. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(11));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

import { t } from '../../i18n';

/**
 * Default tab names are 'Untitled Query' in the user's language and a number (spec part 2 §9). The
 * name is stored with the tab, so a tab opened before a change of language keeps its first name.
 */
function untitledQueryPrefix(): string {
  return `${t('Untitled Query')} `;
}

/** The next default name: one above the highest 'Untitled Query N' (in the active language) in use. */
export function nextUntitledName(names: readonly string[]): string {
  const prefix = untitledQueryPrefix();
  const numbers = names
    .filter((name) => name.startsWith(prefix))
    .map((name) => Number(name.slice(prefix.length)))
    .filter((value) => Number.isInteger(value) && value > 0);
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** An 11-character random id, the size Superset stores for query client ids. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(11));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

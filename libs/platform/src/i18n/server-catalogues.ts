import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, hasCatalogue, isSupportedLocale, registerCatalogue, SUPPORTED_LOCALES, type Locale } from '@tessera/i18n';

/** The catalogue files ship beside the i18n package's code (`libs/i18n/catalogues/<locale>.json`). */
function catalogueFolder(): string {
  return path.join(path.dirname(require.resolve('@tessera/i18n/package.json')), 'catalogues');
}

let loaded = false;

/**
 * Registers every locale's catalogue with the message runtime, once per process: the SPA fetches a
 * catalogue when its user picks the language, the server may answer any user in any of them.
 * English is built into the runtime.
 */
export function loadServerCatalogues(): void {
  if (loaded) return;
  loaded = true;
  const folder = catalogueFolder();
  for (const locale of SUPPORTED_LOCALES) {
    if (locale === DEFAULT_LOCALE || hasCatalogue(locale)) continue;
    const file = path.join(folder, `${locale}.json`);
    if (fs.existsSync(file)) registerCatalogue(locale, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  }
}

/** `value` when it names a supported locale, else `undefined` (a stored or sent value from an older or newer build). */
export function knownLocale(value: unknown): Locale | undefined {
  return isSupportedLocale(value) ? value : undefined;
}

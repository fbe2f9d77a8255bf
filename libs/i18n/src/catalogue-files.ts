import fs from 'node:fs';
import path from 'node:path';
import { isSupportedLocale, type Locale } from './locales';
import type { MessageCatalogue } from './runtime';

/** The folder holding one `<locale>.json` per locale (`en.json` is generated from the code). */
export const CATALOGUE_FOLDER = path.resolve(__dirname, '..', 'catalogues');

/** Every catalogue file present, by locale; a file named after no supported locale is reported by name. */
export function readCatalogueFiles(folder = CATALOGUE_FOLDER): { catalogues: Map<Locale, MessageCatalogue>; strays: string[] } {
  const catalogues = new Map<Locale, MessageCatalogue>();
  const strays: string[] = [];
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const locale = name.slice(0, -'.json'.length);
    if (!isSupportedLocale(locale)) strays.push(name);
    else catalogues.set(locale, JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as MessageCatalogue);
  }
  return { catalogues, strays };
}

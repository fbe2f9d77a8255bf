import fs from 'node:fs';
import path from 'node:path';

export type Catalogue = Record<string, string>;

const CATALOGUES = path.join(path.dirname(require.resolve('@tessera/i18n/package.json')), 'catalogues');

/** One locale's catalogue file: ICU messages keyed by the English text. */
export function readCatalogue(locale: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(CATALOGUES, `${locale}.json`), 'utf8')) as Catalogue;
}

/** A catalogue message with its `{0}`, `{1}`… filled, as the SPA shows it (plural messages excluded). */
export function fill(catalogue: Catalogue, key: string, ...args: string[]): string {
  const message = catalogue[key];
  if (message === undefined) throw new Error(`the catalogue has no ${JSON.stringify(key)}`);
  return args.reduce((text, arg, index) => text.replace(`{${index}}`, arg), message).replace(/''/g, "'");
}

/** The bodies of an ICU plural message's branches (`one {…}`, `other {…}`, `=0 {…}`), braces balanced. */
function pluralBranches(message: string): string[] | null {
  const head = /^\{\s*count\s*,\s*plural\s*,/.exec(message);
  if (!head) return null;
  const branches: string[] = [];
  let index = head[0].length;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open < 0) break;
    let depth = 0;
    let close = open;
    for (; close < message.length; close++) {
      if (message[close] === '{') depth++;
      if (message[close] === '}' && --depth === 0) break;
    }
    branches.push(message.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How the English texts of `locale`'s translated keys read on screen: a whole text node equal to one of
 * them (or matching one with its placeholders filled) is English left where `locale` has its own words.
 * Keys the locale writes exactly as English (`SQL`, `OK`, `Description` in French) are not English there.
 */
export function englishTextsTranslatedIn(locale: string): { exact: Set<string>; patterns: RegExp[] } {
  const english = readCatalogue('en');
  const translated = readCatalogue(locale);
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [key, message] of Object.entries(english)) {
    const own = translated[key];
    if (own === undefined || own === message) continue;
    for (const variant of pluralBranches(message) ?? [message]) {
      const text = variant.replace(/''/g, "'").trim();
      if (!/\{\d+\}|#/.test(text)) {
        exact.add(text);
        continue;
      }
      // A filled placeholder can be anything: only texts with words of their own around it are telling.
      const literal = text.replace(/\{\d+\}|#/g, '');
      if ((literal.match(/[A-Za-z]/g) ?? []).length < 6) continue;
      const source = text
        .split(/(\{\d+\}|#)/)
        .map((part) => (/^(\{\d+\}|#)$/.test(part) ? '.+?' : escapeRegExp(part)))
        .join('');
      patterns.push(new RegExp(`^${source}$`));
    }
  }
  return { exact, patterns };
}

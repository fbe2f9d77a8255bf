// How complete each locale's catalogue is against the English one (libs/i18n/catalogues/en.json).
// Prints the table; `--readme` writes it into README.md between the "languages" markers; `--check`
// fails when README's table is not the one the catalogues give (a text added without rewriting it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EN_CATALOGUE } from './i18n-messages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folder = path.dirname(path.join(root, EN_CATALOGUE));

/** The product's locales, in menu order, each with its own name: read from the i18n library's locale table. */
function locales() {
  const source = fs.readFileSync(path.join(root, 'libs/i18n/src/locales.ts'), 'utf8');
  const table = source.slice(source.indexOf('const LOCALE_TABLE'));
  const rows = [...table.slice(0, table.indexOf('};')).matchAll(/^\s+(\w+): \{ nativeName: '([^']+)'/gm)].map((match) => [
    match[1],
    match[2],
  ]);
  // An empty table would print nothing and pass: the locale table's shape changed and this reader must follow.
  if (rows.length === 0) throw new Error('libs/i18n/src/locales.ts: no locale rows found in LOCALE_TABLE');
  return rows;
}

const START = '<!-- languages:start (node tools/scripts/i18n-completeness.mjs --readme) -->';
const END = '<!-- languages:end -->';

function read(locale) {
  const file = path.join(folder, `${locale}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

export function completenessTable() {
  const keys = Object.keys(read('en'));
  const rows = locales().map(([locale, name]) => {
    const catalogue = read(locale);
    const translated = keys.filter((key) => typeof catalogue[key] === 'string' && catalogue[key].trim() !== '').length;
    const percent = keys.length === 0 ? 100 : Math.floor((translated * 1000) / keys.length) / 10;
    return `| \`${locale}\` | ${name} | ${translated} / ${keys.length} | ${percent} % |`;
  });
  return ['| locale | language | texts translated | complete |', '|---|---|---|---|', ...rows].join('\n');
}

const table = completenessTable();
if (process.argv.includes('--readme') || process.argv.includes('--check')) {
  const readmePath = path.join(root, 'README.md');
  const readme = fs.readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) {
    console.error(`README.md has no "${START}" … "${END}" markers`);
    process.exit(1);
  }
  const written = `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
  if (process.argv.includes('--check')) {
    if (written !== readme) {
      console.error('README.md: the languages table is not what the catalogues give (run: npm run i18n:completeness)');
      process.exit(1);
    }
    console.log('README.md: languages table in step with the catalogues');
  } else {
    fs.writeFileSync(readmePath, written);
    console.log('README.md: languages table written');
  }
} else {
  console.log(table);
}

// The English message catalogue as the code defines it: every text passed to t() or tn() in the
// SPA and the UI libraries, and to serverText(), serverPlural() or catalogueText() in the server code, turned into an
// ICU message (`%s` → {0}, {1}…; tn() and serverPlural() → a plural on `count`).
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose sources show texts to the user. */
export const SOURCE_FOLDERS = ['apps/web/src', 'libs/ui/src', 'libs/viz/src'];

/** Server code (every other app and library): its user-visible texts go through serverText() and serverPlural(). */
function serverFolders(root) {
  return ['apps', 'libs'].flatMap((parent) =>
    fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}/src`)
      .filter((folder) => !SOURCE_FOLDERS.includes(folder) && !folder.startsWith('apps/web')),
  );
}

/**
 * The English lists: besides the texts of t() calls, they declare texts the code keeps in tables and
 * translates later (`t(option.label)`); such a text is in the catalogue while a source still holds it.
 */
const DECLARED_TEXTS = 'apps/web/src/i18n/en';

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
// translatable() marks a text declared in a table (a chart's control panel) that the app translates where it shows it;
// chartText() is a text a chart draws itself, translated by the translator the app hands the charts.
const T_CALL = new RegExp(String.raw`(?<![\w.$])(?:t|translatable|chartText)\(\s*(${STRING})\s*[,)]`, 'g');
const TN_CALL = new RegExp(String.raw`(?<![\w.$])tn\(\s*(${STRING})\s*,\s*(${STRING})`, 'g');
// catalogueText() names a text for errors built where the language is not known (see @tessera/contracts).
const SERVER_TEXT_CALL = new RegExp(String.raw`(?<![\w.$])(?:serverText|catalogueText)\(\s*(${STRING})\s*[,)]`, 'g');
const SERVER_PLURAL_CALL = new RegExp(String.raw`(?<![\w.$])serverPlural\(\s*(${STRING})\s*,\s*(${STRING})`, 'g');

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value of a quoted string literal (the escapes TypeScript sources use for texts). */
export function unquote(literal) {
  return literal.slice(1, -1).replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|.)/g, (_, escape) => {
    if (escape.startsWith('u')) return String.fromCodePoint(parseInt(escape.replace(/[u{}]/g, ''), 16));
    return { n: '\n', t: '\t' }[escape] ?? escape;
  });
}

/** Texts the server code marks in one source: `{ key, plural?, file }` per call. */
export function serverTextsInSource(source, file) {
  const found = [];
  for (const match of source.matchAll(SERVER_TEXT_CALL)) found.push({ key: unquote(match[1]), file });
  for (const match of source.matchAll(SERVER_PLURAL_CALL)) found.push({ key: unquote(match[1]), plural: unquote(match[2]), file });
  return found;
}

/** Texts found in one source (t(), tn() and translatable() calls): `{ key, plural?, file }` per call. */
export function textsInSource(source, file) {
  const found = [];
  for (const match of source.matchAll(T_CALL)) found.push({ key: unquote(match[1]), file });
  for (const match of source.matchAll(TN_CALL)) found.push({ key: unquote(match[1]), plural: unquote(match[2]), file });
  return found;
}

const LITERAL = new RegExp(STRING, 'g');

/** Every string literal of a source. */
export function literalsInSource(source) {
  return [...source.matchAll(LITERAL)].map((match) => unquote(match[0]));
}

/** Its string literals and bare words: a text can be an object's key (`{ Working: 'blue' }`). */
function tokensInSource(source) {
  return [...literalsInSource(source), ...(source.match(/[A-Za-z_$][\w$]*/g) ?? [])];
}

/** Literal text as ICU: an apostrophe is doubled, braces (and `#` inside a plural) are quoted. */
function escapeIcu(text, inPlural) {
  // A run of syntax characters is quoted as one: `'{''{'` would read as `{'{`.
  return text.replace(/'/g, "''").replace(inPlural ? /[{}#]+/g : /[{}]+/g, (run) => `'${run}'`);
}

/** `Rows %s of %s` → `Rows {0} of {1}`. */
export function toIcu(text, inPlural = false) {
  return text
    .split('%s')
    .map((part) => escapeIcu(part, inPlural))
    .reduce((message, part, index) => `${message}{${index - 1}}${part}`);
}

export function pluralIcu(singular, plural) {
  return `{count, plural, one {${toIcu(singular, true)}} other {${toIcu(plural, true)}}}`;
}

/**
 * The catalogue from every call in `root`'s sources, sorted by key, and the conflicts that make a
 * text ambiguous (one key used by both t() and tn(), or by tn() with two different plurals).
 */
export function extractCatalogue(root) {
  const uses = new Map();
  const literals = new Set();
  const declaredFolder = path.join(root, DECLARED_TEXTS);
  for (const folder of SOURCE_FOLDERS) {
    for (const file of sourceFiles(path.join(root, folder))) {
      if (file.startsWith(declaredFolder + path.sep)) continue;
      const relative = path.relative(root, file);
      const source = fs.readFileSync(file, 'utf8');
      for (const use of textsInSource(source, relative)) {
        if (!uses.has(use.key)) uses.set(use.key, []);
        uses.get(use.key).push(use);
      }
      for (const token of tokensInSource(source)) literals.add(token);
    }
  }
  for (const folder of serverFolders(root)) {
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const use of serverTextsInSource(fs.readFileSync(file, 'utf8'), path.relative(root, file))) {
        if (!uses.has(use.key)) uses.set(use.key, []);
        uses.get(use.key).push(use);
      }
    }
  }
  const pluralForms = new Set([...uses.values()].flat().flatMap((use) => (use.plural === undefined ? [] : [use.plural])));
  for (const file of sourceFiles(declaredFolder)) {
    for (const text of literalsInSource(fs.readFileSync(file, 'utf8'))) {
      if (!uses.has(text) && !pluralForms.has(text) && literals.has(text)) uses.set(text, [{ key: text, file: path.relative(root, file) }]);
    }
  }
  const catalogue = {};
  const conflicts = [];
  for (const key of [...uses.keys()].sort()) {
    const calls = uses.get(key);
    const plurals = new Set(calls.map((use) => use.plural ?? null));
    if (plurals.size > 1) {
      conflicts.push(
        `${JSON.stringify(key)} is used with different plurals (or both by t() and tn()): ${calls.map((use) => use.file).join(', ')}`,
      );
    }
    const plural = calls.find((use) => use.plural !== undefined)?.plural;
    catalogue[key] = plural === undefined ? toIcu(key) : pluralIcu(key, plural);
  }
  return { catalogue, conflicts };
}

export const EN_CATALOGUE = 'libs/i18n/catalogues/en.json';

export function serialise(catalogue) {
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}

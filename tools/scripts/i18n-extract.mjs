// Writes the English catalogue (libs/i18n/catalogues/en.json) from the texts the code passes to t()
// and tn(). `--check` writes nothing and fails when the file is not what the code defines: a text
// without an entry, or an entry no code uses any more.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EN_CATALOGUE, extractCatalogue, serialise } from './i18n-messages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const target = path.join(root, EN_CATALOGUE);
const { catalogue, conflicts } = extractCatalogue(root);

if (conflicts.length > 0) {
  console.error(`i18n: ambiguous texts:\n  ${conflicts.join('\n  ')}`);
  process.exit(1);
}

if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
  const missing = Object.keys(catalogue).filter((key) => !(key in current));
  const unused = Object.keys(current).filter((key) => !(key in catalogue));
  const changed = Object.keys(catalogue).filter((key) => key in current && current[key] !== catalogue[key]);
  if (missing.length + unused.length + changed.length > 0) {
    const list = (title, keys) => (keys.length > 0 ? [`${title}:`, ...keys.map((key) => `  ${JSON.stringify(key)}`)] : []);
    console.error(
      [
        `${EN_CATALOGUE} is not what the code defines (run: npm run i18n:extract)`,
        ...list('texts in the code without an entry', missing),
        ...list('entries no code uses', unused),
        ...list('entries whose message differs from the code', changed),
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`${EN_CATALOGUE}: ${Object.keys(catalogue).length} texts, in step with the code`);
} else {
  fs.writeFileSync(target, serialise(catalogue));
  console.log(`${EN_CATALOGUE}: ${Object.keys(catalogue).length} texts written`);
}

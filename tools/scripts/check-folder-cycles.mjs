// Reports import cycles between sibling folders (and files) inside every project's src/, for all apps,
// libs and tools. Exits 1 when any project has one. The same check runs in lint through
// eslint.config.mjs, which flags each import that closes a cycle; this script is the whole-tree view.
//   node tools/scripts/check-folder-cycles.mjs            cycles only
//   node tools/scripts/check-folder-cycles.mjs --graph    also every project's folder graph
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCycles, edgeLevel, findFolderCycles, importEdges } from './folder-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const showGraph = process.argv.includes('--graph');

const sourceRoots = ['apps', 'libs', 'tools']
  .flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)))
  .filter((dir) => fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'src')))
  .map((dir) => path.join(dir, 'src'))
  .sort();

let total = 0;
for (const src of sourceRoots) {
  const cycles = findFolderCycles(src);
  total += cycles.length;
  for (const line of describeCycles(src, cycles)) console.log(line);
  if (showGraph) printGraph(src);
}
console.log(`${total} folder cycle${total === 1 ? '' : 's'} in ${sourceRoots.length} projects`);
process.exit(total > 0 ? 1 : 0);

/** The folder-to-folder edges with import counts, one directory at a time. */
function printGraph(src) {
  const counts = new Map();
  for (const edge of importEdges(src)) {
    const { dir, fromChild, toChild } = edgeLevel(edge.from, edge.to);
    if (fromChild === toChild) continue;
    const key = `${path.relative(root, dir)}: ${fromChild} -> ${toChild}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${key} (${count})`);
}

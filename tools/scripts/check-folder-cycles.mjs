// Reports import cycles between sibling folders (and files) inside every project's src/, for all apps,
// libs and tools. Exits 1 when a folder cycle is found that eslint.config.mjs's allow-list does not name.
// The same check runs in lint (rule tessera/no-folder-cycle), which flags each import that closes a
// cycle; this script is the whole-tree view. Loops among plain files of one folder are listed, not failed.
//   node tools/scripts/check-folder-cycles.mjs            cycles only
//   node tools/scripts/check-folder-cycles.mjs --graph    also every project's folder graph
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCycles, edgeLevel, findFolderCycles, importEdges, isAllowed, isSpec } from './folder-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const showGraph = process.argv.includes('--graph');

const sourceRoots = ['apps', 'libs', 'tools']
  .flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)))
  .filter((dir) => fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'src')))
  .map((dir) => path.join(dir, 'src'))
  .sort();

const allow = await allowList();
let failing = 0;
let allowed = 0;
for (const src of sourceRoots) {
  const cycles = findFolderCycles(src);
  for (const cycle of cycles) {
    const tolerated = cycle.folders && isAllowed(cycle, src, allow);
    if (cycle.folders && !tolerated) failing += 1;
    if (tolerated) allowed += 1;
    const lines = describeCycles(src, [cycle]);
    for (const line of tolerated ? [`(allowed) ${lines[0]}`] : lines) console.log(line);
  }
  if (showGraph) printGraph(src);
}
console.log(`${failing} folder cycle${failing === 1 ? '' : 's'} (${allowed} allowed) in ${sourceRoots.length} projects`);
process.exit(failing > 0 ? 1 : 0);

/** The allow-list given to the lint rule, so this report and lint agree. */
async function allowList() {
  const config = (await import(path.join(root, 'eslint.config.mjs'))).default;
  const entry = config.find((block) => block.rules?.['tessera/no-folder-cycle']);
  const options = entry?.rules['tessera/no-folder-cycle'];
  return (Array.isArray(options) ? options[1]?.allow : undefined) ?? [];
}

/** The folder-to-folder edges with import counts, one directory at a time. */
function printGraph(src) {
  const counts = new Map();
  for (const edge of importEdges(src)) {
    if (isSpec(edge.from)) continue;
    const { dir, fromChild, toChild } = edgeLevel(edge.from, edge.to);
    if (fromChild === toChild) continue;
    const key = `${path.relative(root, dir)}: ${fromChild} -> ${toChild}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${key} (${count})`);
}

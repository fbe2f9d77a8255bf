// Folder-level import graph of one project's source tree, and the cycles in it.
//
// Every directory is looked at on its own: its direct children (sub-folders and files) are the nodes,
// and child A depends on child B when any file under A imports any file under B. A cycle among the
// children of any directory is a layering error: the folders are meant to form a one-way order.
// A cycle between two files always shows up here too, at the directory that holds both of them.
// Only relative imports count; imports of other projects are the module-boundary rule's business.
// Used by eslint.config.mjs (rule `tessera/no-folder-cycle`) and by check-folder-cycles.mjs (whole-tree report).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts)$/;
// Specs are leaves (nothing imports them) and may reach anywhere to set a test up; they are not part of the order.
const SPEC = /\.(int-)?spec\.(ts|tsx)$/;
const DECLARATION = /\.d\.(ts|mts|cts)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** Every TypeScript source file under `root`, as absolute paths. */
export function listSources(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !DECLARATION.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  return files.sort();
}

/** The file a relative specifier points at, or null when it leaves the known files (assets, JSON, ...). */
function resolveRelative(fromFile, specifier, known) {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.(m|c)?js$/, ''));
  for (const suffix of RESOLVE_SUFFIXES) {
    if (known.has(base + suffix)) return base + suffix;
  }
  return null;
}

/** File-to-file import edges among the sources under `root` (type-only imports included: they are dependencies too). */
export function importEdges(root) {
  const files = listSources(root);
  const known = new Set(files);
  const edges = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const info = ts.preProcessFile(text, true, true);
    for (const imported of info.importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const target = resolveRelative(file, imported.fileName, known);
      if (target && target !== file) {
        const line = text.slice(0, imported.pos).split('\n').length;
        edges.push({ from: file, to: target, specifier: imported.fileName, line });
      }
    }
  }
  return edges;
}

/** Where an edge is seen: the deepest directory holding both files, and the two children of it that hold each one. */
export function edgeLevel(from, to) {
  const a = from.split(path.sep);
  const b = to.split(path.sep);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return { dir: a.slice(0, i).join(path.sep), fromChild: stripExtension(a[i]), toChild: stripExtension(b[i]) };
}

/** A file and its spec neighbours are one node: `x.ts`, `x.spec.ts` and `x.int-spec.ts` sit together. */
function stripExtension(name) {
  return name.replace(SOURCE, '');
}

/** Tarjan's strongly connected components over `graph` (Map node -> Set of nodes); only those with 2+ nodes. */
function cyclicComponents(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return found;
}

/** One shortest path from `start` to `goal` (itself when they are equal) inside `members`, for a readable report. */
export function shortestPath(graph, start, goal, members) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === goal) {
        const found = [node];
        while (found[0] !== start) found.unshift(previous.get(found[0]));
        return [...found, goal];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/**
 * The folder cycles of the source tree under `root`. Each: the directory (relative to `root`, '' for the root),
 * the children in the cycle, one example loop, and every import edge that takes part (`edges`).
 * `folders` tells whether a folder takes part: a loop among plain files of one directory (two TypeORM entities
 * naming each other in their relations) is reported, but only a loop through a folder breaks the layering.
 * `options.ignore(file)` leaves files out of the graph entirely; by default spec files.
 */
export function findFolderCycles(root, options = {}) {
  const ignore = options.ignore ?? ((file) => SPEC.test(file));
  const levels = new Map();
  for (const edge of importEdges(root)) {
    if (ignore(edge.from) || ignore(edge.to)) continue;
    const { dir, fromChild, toChild } = edgeLevel(edge.from, edge.to);
    if (fromChild === toChild) continue;
    if (!levels.has(dir)) levels.set(dir, { graph: new Map(), edges: [] });
    const level = levels.get(dir);
    if (!level.graph.has(fromChild)) level.graph.set(fromChild, new Set());
    level.graph.get(fromChild).add(toChild);
    level.edges.push({ ...edge, fromChild, toChild });
  }
  const cycles = [];
  for (const [dir, level] of [...levels].sort(([a], [b]) => a.localeCompare(b))) {
    for (const component of cyclicComponents(level.graph)) {
      const members = new Set(component);
      cycles.push({
        dir: path.relative(root, dir),
        members: component,
        folders: component.some((child) => isDirectory(path.join(dir, child))),
        loop: shortestPath(level.graph, component[0], component[0], members),
        graph: level.graph,
        edges: level.edges.filter((edge) => members.has(edge.fromChild) && members.has(edge.toChild)),
      });
    }
  }
  return cycles;
}

/** Spec files: never part of the order. */
export function isSpec(file) {
  return SPEC.test(file);
}

/** True when every member of `cycle` is named by one allow-list entry for the same directory. */
export function isAllowed(cycle, sourceRoot, allow) {
  return allow.some(
    (entry) =>
      path.join(workspaceRootOf(sourceRoot), entry.dir) === path.join(sourceRoot, cycle.dir) &&
      cycle.members.every((member) => entry.members.includes(member)),
  );
}

/** The nearest folder above `dir` with an nx.json: allow-list entries are relative to it. */
function workspaceRootOf(dir) {
  for (let current = dir; current !== path.dirname(current); current = path.dirname(current)) {
    if (fs.existsSync(path.join(current, 'nx.json'))) return current;
  }
  return dir;
}

/** The project's src/ holding `file`: the nearest folder with a package.json, then its src/. */
function sourceRootOf(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      const src = path.join(dir, 'src');
      return file.startsWith(src + path.sep) ? src : null;
    }
  }
  return null;
}

// One analysis per project per lint run; an editor's long-lived process re-reads it after a few seconds.
const cache = new Map();
const CACHE_MS = 5000;
function cachedCycles(sourceRoot) {
  const hit = cache.get(sourceRoot);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.cycles;
  const cycles = findFolderCycles(sourceRoot);
  cache.set(sourceRoot, { at: Date.now(), cycles });
  return cycles;
}

/**
 * ESLint rule: flags each import that takes part in a folder cycle of its project. Option `allow`: a list of
 * `{ dir, members }` (dir relative to the workspace root) naming cycles tolerated for now; a cycle that
 * grows past its entry fails again.
 */
export const noFolderCycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders inside a project import each other in one direction only' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { dir: { type: 'string' }, members: { type: 'array', items: { type: 'string' } } },
              required: ['dir', 'members'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const sourceRoot = SPEC.test(file) ? null : sourceRootOf(file);
    if (!sourceRoot) return {};
    const allow = context.options[0]?.allow ?? [];
    return {
      Program() {
        for (const cycle of cachedCycles(sourceRoot)) {
          if (!cycle.folders || isAllowed(cycle, sourceRoot, allow)) continue;
          for (const edge of cycle.edges.filter((candidate) => candidate.from === file)) {
            const back = shortestPath(cycle.graph, edge.toChild, edge.fromChild, new Set(cycle.members));
            context.report({
              loc: { start: { line: edge.line, column: 0 }, end: { line: edge.line + 1, column: 0 } },
              message: `Folder cycle in ${path.join('src', cycle.dir)}: '${edge.specifier}' makes ${edge.fromChild} -> ${back.join(' -> ')}. Keep its folders in one direction.`,
            });
          }
        }
      },
    };
  },
};

function isDirectory(candidate) {
  return fs.existsSync(candidate) && fs.statSync(candidate).isDirectory();
}

/** Human-readable lines for `cycles` found under `root`, with up to `perEdge` example imports per pair. */
export function describeCycles(root, cycles, perEdge = 2) {
  const lines = [];
  for (const cycle of cycles) {
    const where = path.join(path.basename(path.dirname(root)), path.basename(root), cycle.dir);
    lines.push(
      `${cycle.folders ? 'folder' : 'file'} cycle in ${where} among ${cycle.members.join(', ')}; for example ${cycle.loop.join(' -> ')}`,
    );
    const byPair = new Map();
    for (const edge of cycle.edges) {
      const key = `${edge.fromChild} -> ${edge.toChild}`;
      if (!byPair.has(key)) byPair.set(key, []);
      byPair.get(key).push(edge);
    }
    for (const [pair, edges] of [...byPair].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${pair} (${edges.length} import${edges.length === 1 ? '' : 's'})`);
      for (const edge of edges.slice(0, perEdge)) {
        lines.push(`    ${path.relative(root, edge.from)}:${edge.line} imports '${edge.specifier}'`);
      }
    }
  }
  return lines;
}

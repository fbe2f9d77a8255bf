#!/usr/bin/env node
// Lays out what one app's image needs, after `nx run-many -t build`, in two folders:
//   <out>/deps  package.json + package-lock.json trimmed to the production dependencies, and the
//               package.json of every workspace the app uses (so `npm ci --omit=dev` links them);
//   <out>/app   the built `dist` of the app and of those workspaces (plus the SPA for the gateway).
// Sources, tests, dev dependencies and the browser-only dependencies of the SPA stay out.
//
// Usage: node deploy/docker/runtime-files.mjs <app> <out>   (e.g. gateway /out)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const IMPORT = /(?:from\s+|import\s+|import\s*\(\s*|require\s*\(\s*)['"]((?:@[^/'"]+\/)?[^/'"]+)/g;

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every workspace folder (apps/x, libs/y, tools/z) by package name. */
export function workspaces(root = ROOT) {
  const byName = new Map();
  for (const group of ['apps', 'libs', 'tools']) {
    for (const entry of fs.readdirSync(path.join(root, group))) {
      const file = path.join(root, group, entry, 'package.json');
      if (fs.existsSync(file)) byName.set(readJson(file).name, { dir: `${group}/${entry}`, pkg: readJson(file) });
    }
  }
  return byName;
}

/** The app's workspace and every workspace it depends on, directly or not. */
export function closure(app, byName) {
  const start = [...byName.values()].find((w) => w.dir === `apps/${app}`);
  if (!start) throw new Error(`no app named "${app}" under apps/`);
  const seen = new Map();
  const visit = (w) => {
    if (seen.has(w.pkg.name)) return;
    seen.set(w.pkg.name, w);
    for (const dep of Object.keys(w.pkg.dependencies ?? {})) if (byName.has(dep)) visit(byName.get(dep));
  };
  visit(start);
  return [...seen.values()];
}

function importedPackages(dir) {
  const found = new Set();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !/\.(spec|int-spec|test)\./.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) found.add(match[1]);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found;
}

/**
 * Root dependencies the server does not need: imported by the SPA's workspaces (scope:web) and by no
 * server workspace. Packages nobody imports by name stay, because libraries load some by name at
 * run time (TypeORM its `pg` driver, Nest its HTTP platform) — unless the lockfile ties them to the
 * browser side: an umbrella over browser-only packages (`d3`) or a package only they require (`redux`).
 */
export function browserOnly(byName, root = ROOT) {
  const web = new Set();
  const server = new Set();
  for (const w of byName.values()) {
    const tags = w.pkg.nx?.tags ?? [];
    const target = tags.includes('scope:web') ? web : tags.some((t) => t === 'scope:server' || t === 'scope:shared') ? server : null;
    if (target) for (const name of importedPackages(path.join(root, w.dir, 'src'))) target.add(name);
  }
  const dropped = new Set([...web].filter((name) => !server.has(name)));
  const locked = readJson(path.join(root, 'package-lock.json')).packages;
  const needs = (name) => Object.keys(locked[`node_modules/${name}`]?.dependencies ?? {});
  for (const name of Object.keys(readJson(path.join(root, 'package.json')).dependencies)) {
    if (web.has(name) || server.has(name)) continue;
    const umbrella = needs(name).some((dep) => dropped.has(dep)) && !needs(name).some((dep) => server.has(dep));
    const requiredBy = [...dropped].filter((other) => needs(other).includes(name));
    if (umbrella || requiredBy.length > 0) dropped.add(name);
  }
  return dropped;
}

function copyDir(from, to) {
  fs.cpSync(from, to, { recursive: true, filter: (source) => !/\.(spec|int-spec)\.js(\.map)?$/.test(source) });
}

function main([app, out]) {
  if (!app || !out) throw new Error('usage: runtime-files.mjs <app> <out>');
  const byName = workspaces();
  const used = closure(app, byName);
  const root = readJson(path.join(ROOT, 'package.json'));
  const dropped = browserOnly(byName);
  const dependencies = Object.fromEntries(Object.entries(root.dependencies).filter(([name]) => !dropped.has(name)));

  const deps = path.join(out, 'deps');
  const files = path.join(out, 'app');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(deps, { recursive: true });
  const manifest = {
    name: root.name,
    version: root.version,
    private: true,
    engines: root.engines,
    workspaces: used.map((w) => w.dir),
    dependencies,
  };
  fs.writeFileSync(path.join(deps, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  for (const w of used) {
    const { name, version, main: entry, dependencies: wsDeps } = w.pkg;
    fs.mkdirSync(path.join(deps, w.dir), { recursive: true });
    fs.writeFileSync(
      path.join(deps, w.dir, 'package.json'),
      JSON.stringify({ name, version, private: true, main: entry, dependencies: wsDeps }, null, 2) + '\n',
    );
    const dist = path.join(ROOT, w.dir, 'dist');
    if (!fs.existsSync(dist)) throw new Error(`${w.dir}/dist is missing: build first (npx nx run-many -t build)`);
    copyDir(dist, path.join(files, w.dir, 'dist'));
    // Files the built code reads at run time besides its own (the i18n catalogues), as the workspace's `files` lists them.
    for (const extra of (w.pkg.files ?? []).filter((entry) => entry !== 'dist'))
      copyDir(path.join(ROOT, w.dir, extra), path.join(files, w.dir, extra));
  }
  // The gateway serves the SPA from apps/web/dist (next to its own dist); only the built files go in.
  if (used.some((w) => w.dir === 'apps/gateway')) copyDir(path.join(ROOT, 'apps/web/dist'), path.join(files, 'apps/web/dist'));
  fs.copyFileSync(path.join(ROOT, 'deploy/docker/healthcheck.js'), path.join(files, 'healthcheck.js'));

  // The lockfile keeps the versions tested here; npm only drops what the trimmed package.json no longer needs.
  fs.copyFileSync(path.join(ROOT, 'package-lock.json'), path.join(deps, 'package-lock.json'));
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: deps, stdio: 'inherit' });
  console.log(
    `${app}: ${used.length} workspaces, ${Object.keys(dependencies).length} dependencies (left out for the browser only: ${[...dropped].sort().join(', ')})`,
  );
}

if (process.argv[1] === new URL(import.meta.url).pathname) main(process.argv.slice(2));

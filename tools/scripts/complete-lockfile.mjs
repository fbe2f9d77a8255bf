// Adds lockfile entries for platform-specific optional packages (other operating systems' native
// builds of @swc/core, @duckdb/node-bindings, …) that npm leaves out when the registry it can reach
// does not serve them. Without the entries `npm ci` calls the lockfile out of sync; with them npm
// skips those packages on every platform they do not match, as it would with complete metadata.
// Run after `npm install`: node tools/scripts/complete-lockfile.mjs
import fs from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd'];
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  riscv64: 'riscv64',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
  universal: null,
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpuPart = parts.find((part) => part in CPU);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : null;
  return { os, cpu: cpuPart ? CPU[cpuPart] : null, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (present.has(dependency)) continue;
    const { os, cpu, libc } = platformOf(dependency);
    if (!os && !cpu) continue;
    const base = key === '' ? '' : `${key}/`;
    lock.packages[`${base}node_modules/${dependency}`.replace(/^\//, '')] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
    };
    present.add(dependency);
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`Added ${added} platform-specific optional package entries.`);

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './kustomize';

/**
 * What an image would hold, laid out by the Dockerfile's own step (deploy/docker/runtime-files.mjs)
 * from the built projects: the app's and its libraries' dist, production dependencies only.
 */
function layOut(app: string) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-image-${app}-`));
  const result = spawnSync('node', [path.join(ROOT, 'deploy/docker/runtime-files.mjs'), app, out], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`runtime-files.mjs ${app} failed:\n${result.stderr}`);
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'deps/package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(out, 'deps/package-lock.json'), 'utf8'));
  return { out, manifest, lock, has: (file: string) => fs.existsSync(path.join(out, file)) };
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('image contents', () => {
  const gateway = layOut('gateway');
  const tags = layOut('tag-service');
  afterAll(() => {
    for (const { out } of [gateway, tags]) fs.rmSync(out, { recursive: true, force: true });
  });

  it("holds the app's workspace and the libraries it uses, nothing else", () => {
    expect([...gateway.manifest.workspaces].sort()).toEqual([
      'apps/gateway',
      'libs/contracts',
      'libs/i18n',
      'libs/platform',
      'libs/query-engine',
      'libs/security',
    ]);
    expect([...tags.manifest.workspaces].sort()).toEqual(['apps/tag-service', 'libs/contracts', 'libs/i18n', 'libs/platform']);
    expect(gateway.lock.packages[''].workspaces).toEqual(gateway.manifest.workspaces);
  });

  it('keeps the server dependencies and drops dev and browser-only ones, in package.json and lockfile alike', () => {
    const deps = Object.keys(gateway.manifest.dependencies);
    expect(deps).toEqual(expect.arrayContaining(['@nestjs/core', 'pg', 'nats', 'ioredis', 'prom-client', 'typeorm']));
    for (const name of ['react', 'react-dom', 'd3', 'semantic-ui-react', 'jest', 'nx', 'typescript']) {
      expect(deps).not.toContain(name);
      expect(gateway.lock.packages[`node_modules/${name}`]).toBeUndefined();
    }
    expect(gateway.manifest.devDependencies).toBeUndefined();
    expect(gateway.lock.packages['node_modules/pg']).toBeDefined();
  });

  it('copies built files only: no sources, no tests; the SPA only for the gateway', () => {
    expect(gateway.has('app/apps/gateway/dist/main.js')).toBe(true);
    expect(gateway.has('app/libs/platform/dist/index.js')).toBe(true);
    expect(gateway.has('app/apps/web/dist/index.html')).toBe(true);
    expect(gateway.has('app/healthcheck.js')).toBe(true);
    // Server messages are written from the catalogues at run time.
    expect(tags.has('app/libs/i18n/catalogues/fr.json')).toBe(true);
    expect(tags.has('app/apps/web')).toBe(false);
    const files = filesUnder(path.join(gateway.out, 'app'));
    expect(files.filter((f) => /\.tsx?$|\.spec\.js$|\/src\//.test(f))).toEqual([]);
  });
});

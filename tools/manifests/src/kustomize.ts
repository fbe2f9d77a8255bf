import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { K8sObject } from './k8s-object';

export const ROOT = path.resolve(__dirname, '../../..');
export const K8S = path.join(ROOT, 'k8s');

/** `kubectl kustomize` needs no cluster; CI installs kubectl (.ci/run). */
export function kubectlAvailable(): boolean {
  return spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
}

export function parseYaml(text: string, origin: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${origin}: ${doc.errors[0].message}`);
      return doc.toJSON() as K8sObject | null;
    })
    .filter((o): o is K8sObject => o !== null);
}

/** Renders a kustomization folder exactly as `kubectl apply -k` would send it. */
export function render(dir: string): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${path.relative(ROOT, dir)} failed:\n${result.stderr}`);
  return parseYaml(result.stdout, dir);
}

/**
 * Renders resources (folders under k8s/, e.g. `overlays/production`) with components (folders of
 * k8s/components) on top, the way an overlay of one's own would list them; `extra` is more of that
 * kustomization (YAML).
 */
export function renderWith(resources: string[], components: string[], extra = ''): K8sObject[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-kustomize-'));
  try {
    const rel = (p: string) => path.relative(dir, path.join(K8S, p));
    const kustomization = [
      'apiVersion: kustomize.config.k8s.io/v1beta1',
      'kind: Kustomization',
      `resources: [${resources.map(rel).join(', ')}]`,
      `components: [${components.map((c) => rel(`components/${c}`)).join(', ')}]`,
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'kustomization.yaml'), `${kustomization}\n${extra}`);
    return render(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function folders(parent: string): string[] {
  return fs
    .readdirSync(path.join(K8S, parent), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** Checks the deployment artefacts against the apps that exist, so ops files cannot drift silently. */
const ROOT = path.resolve(__dirname, '../../..');
const SERVICE_APPS = fs
  .readdirSync(path.join(ROOT, 'apps'))
  .filter((name) => name === 'gateway' || name.endsWith('-service'))
  .sort();

interface K8sObject {
  kind: string;
  metadata: { name: string };
  spec?: any;
}

function load(file: string): K8sObject[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJSON() as K8sObject;
  });
}

const base = path.join(ROOT, 'k8s/base');
const kustomization = load(path.join(base, 'kustomization.yaml'))[0] as unknown as { resources: string[] };
const objects = kustomization.resources.flatMap((file) => load(path.join(base, file)));

describe('kubernetes base', () => {
  it('lists every file of the folder in its kustomization', () => {
    const files = fs.readdirSync(base).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it('has a Deployment and a Service for every service app', () => {
    const deployments = objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name);
    const services = objects.filter((o) => o.kind === 'Service').map((o) => o.metadata.name);
    expect(deployments.sort()).toEqual(SERVICE_APPS);
    expect(services.sort()).toEqual(SERVICE_APPS);
  });

  it.each(SERVICE_APPS)('%s probes /health and /ready, limits memory and runs as non-root', (name) => {
    const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name) as K8sObject;
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    expect(container.livenessProbe.httpGet.path).toBe('/health');
    expect(container.readinessProbe.httpGet.path).toBe('/ready');
    expect(container.resources.limits.memory).toMatch(/Mi|Gi/);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    expect(container.envFrom.map((e: any) => e.configMapRef?.name ?? e.secretRef?.name)).toEqual(['tessera-config', 'tessera-secrets']);
  });
});

describe('container images', () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy/docker/Dockerfile'), 'utf8');

  it.each([...SERVICE_APPS, 'tessera'])('builds a target for %s that runs its main', (name) => {
    expect(dockerfile).toMatch(new RegExp(`FROM runtime AS ${name}\\n[\\s\\S]*?CMD \\["node", "apps/${name}/dist/main.js"\\]`));
    expect(fs.existsSync(path.join(ROOT, `apps/${name}/src/main.ts`))).toBe(true);
  });

  it('composes every service app', () => {
    const compose = load(path.join(ROOT, 'deploy/docker/compose.yaml'))[0] as unknown as { services: Record<string, unknown> };
    for (const name of SERVICE_APPS) expect(Object.keys(compose.services)).toContain(name);
  });
});

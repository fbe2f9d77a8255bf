import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import type { K8sObject, WorkloadSpec } from './k8s-object';
import { ROOT } from './kustomize';

/** Checks the deployment artefacts against the apps that exist, so ops files cannot drift silently. */
const SERVICE_APPS = fs
  .readdirSync(path.join(ROOT, 'apps'))
  .filter((name) => name === 'gateway' || name.endsWith('-service'))
  .sort();

function load(file: string): K8sObject[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJSON() as K8sObject;
  });
}

const base = path.join(ROOT, 'k8s/base');
const kustomization = load(path.join(base, 'kustomization.yaml'))[0] as unknown as {
  resources: string[];
  configMapGenerator: { envs: string[] }[];
};
const objects = kustomization.resources.flatMap((file) => load(path.join(base, file)));

describe('kubernetes base', () => {
  it('lists every file of the folder in its kustomization', () => {
    const files = fs.readdirSync(base).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
    expect(kustomization.configMapGenerator[0].envs).toEqual(['config.env']);
  });

  it('has a Deployment and a Service for every service app', () => {
    const deployments = objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name);
    const services = objects.filter((o) => o.kind === 'Service').map((o) => o.metadata.name);
    expect(deployments.sort()).toEqual(SERVICE_APPS);
    expect(services.sort()).toEqual(SERVICE_APPS);
  });

  it.each(SERVICE_APPS)('%s probes /health and /ready, limits memory and runs as non-root', (name) => {
    const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name) as K8sObject;
    const pod = (deployment.spec as WorkloadSpec).template.spec;
    const [container] = pod.containers;
    expect(container.livenessProbe?.httpGet?.path).toBe('/health');
    expect(container.readinessProbe?.httpGet?.path).toBe('/ready');
    expect(container.resources?.limits?.memory).toMatch(/Mi|Gi/);
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
    expect(container.envFrom?.map((e) => e.configMapRef?.name ?? e.secretRef?.name)).toEqual(['tessera-config', 'tessera-secrets']);
  });
});

describe('container images', () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy/docker/Dockerfile'), 'utf8');
  const stage = (name: string) => dockerfile.split(/^FROM /m).find((s) => new RegExp(` AS ${name}\\n`).test(s)) ?? '';
  const runtime = stage('service');

  it('installs only production dependencies in the runtime stage and copies nothing but the laid-out files', () => {
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime.match(/^COPY .*/gm)).toEqual(['COPY --from=build /out/deps ./', 'COPY --from=build /out/app ./']);
    expect(stage('build')).toMatch(/node deploy\/docker\/runtime-files\.mjs "\$APP" \/out/);
  });

  it('runs as a non-root user, checks its health and starts the app it was built for', () => {
    expect(runtime).toMatch(/^USER 10001$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*CMD \["node", "\/app\/healthcheck\.js"\]$/m);
    expect(runtime).toMatch(/^WORKDIR \/app\/apps\/\$APP\nCMD \["node", "dist\/main\.js"\]$/m);
    expect(stage('tessera')).toMatch(/ENV TESSERA_MODE=embedded/);
  });

  it('gives Chromium to the images that render reports, and only to them', () => {
    expect(runtime).toMatch(
      /if \[ "\$APP" = report-service \] \|\| \[ "\$APP" = tessera \]; then \\\n\s+apt-get update && apt-get install -y --no-install-recommends chromium /,
    );
  });

  it.each([...SERVICE_APPS, 'tessera'])('%s has a main to start', (name) => {
    expect(fs.existsSync(path.join(ROOT, `apps/${name}/src/main.ts`))).toBe(true);
  });

  it('composes every service app from its own image', () => {
    const compose = parse(fs.readFileSync(path.join(ROOT, 'deploy/docker/compose.yaml'), 'utf8')) as {
      services: Record<string, { build?: { target: string; args: { APP: string } } }>;
    };
    for (const name of SERVICE_APPS) expect(compose.services[name].build).toMatchObject({ target: 'service', args: { APP: name } });
  });

  it('builds and pushes every app with the build script', () => {
    const script = fs.readFileSync(path.join(ROOT, 'tools/scripts/build-images.sh'), 'utf8');
    const listed = /^SERVICES=\(([^)]*)\)/m.exec(script)?.[1].split(/\s+/).sort();
    expect(listed).toEqual(SERVICE_APPS);
    expect(script).toMatch(/docker push "\$image"/);
  });
});

import { ChartDataJobs, JOBS_SQL } from '@tessera/contracts';
import { durableName } from '@tessera/platform';
import { allProblems } from './checks';
import {
  id,
  podSpec,
  type IngressSpec,
  type K8sObject,
  type NetworkPolicySpec,
  type ScalerSpec,
  type SelectorSpec,
  type ServiceSpec,
  type WorkloadSpec,
} from './k8s-object';
import { folders, kubectlAvailable, render, renderWith, K8S } from './kustomize';
import { schemaProblems } from './schemas';
import path from 'node:path';

/**
 * Renders every overlay and every component with `kubectl kustomize` (what `kubectl apply -k` sends) and
 * checks the objects: schema per kind, then how they fit together (checks.ts).
 */
const available = kubectlAvailable();
if (!available) console.warn('kubectl is not installed: the rendered-manifest tests are skipped (.ci/run installs it)');
const describeRendered = available ? describe : describe.skip;

/** Components that only make sense on top of others. */
const PREREQUISITES: Record<string, string[]> = { keda: ['autoscaling'] };
/** Secrets each overlay expects to be created outside the repository. */
const EXTERNAL_SECRETS: Record<string, string[]> = { production: ['tessera-secrets'] };

function expectSound(objects: K8sObject[], externalSecrets: string[] = []) {
  expect(objects.flatMap(schemaProblems)).toEqual([]);
  expect(allProblems(objects, externalSecrets)).toEqual([]);
}

const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not in the output`);
  return found;
};

/** An object's spec as its kind's spec type (the schema test has checked each kind's shape). */
const specOf = <S>(o: K8sObject) => o.spec as S;
const config = (objects: K8sObject[]) =>
  objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('tessera-config-'))?.data ?? {};

describeRendered('kubectl kustomize', () => {
  const overlays = folders('overlays');
  const components = folders('components');

  it('finds the overlays and components', () => {
    expect(overlays).toEqual(expect.arrayContaining(['dev', 'production']));
    expect(components).toEqual(
      expect.arrayContaining(['autoscaling', 'ingress', 'keda', 'monitoring', 'network-policies', 'pod-disruption-budgets']),
    );
  });

  it.each(overlays)('overlay %s renders to sound objects', (overlay) => {
    expectSound(render(path.join(K8S, 'overlays', overlay)), EXTERNAL_SECRETS[overlay]);
  });

  it.each(components)('component %s renders on the base to sound objects', (component) => {
    const objects = renderWith(['base'], [...(PREREQUISITES[component] ?? []), component]);
    // The base alone brings no Secret; the overlays provide it.
    expectSound(objects, ['tessera-secrets']);
  });

  it('production with every optional component renders to sound objects', () => {
    expectSound(renderWith(['overlays/production'], ['keda', 'ingress', 'monitoring']), ['tessera-secrets']);
  });

  it('rolls every pod when a setting changes: the ConfigMap name follows its content', () => {
    const configName = (objects: K8sObject[]) => objects.find((o) => o.kind === 'ConfigMap')!.metadata.name;
    const readers = (objects: K8sObject[]) =>
      objects.filter((o) => o.kind === 'Deployment').map((d) => podSpec(d)!.containers[0].envFrom![0].configMapRef!.name);
    const before = renderWith(['base'], []);
    const after = renderWith(
      ['base'],
      [],
      'configMapGenerator:\n  - { name: tessera-config, behavior: merge, literals: [TESSERA_LOG_LEVEL=debug] }\n',
    );
    expect(configName(after)).not.toBe(configName(before));
    expect(new Set(readers(before))).toEqual(new Set([configName(before)]));
    expect(new Set(readers(after))).toEqual(new Set([configName(after)]));
  });

  describe('dev overlay', () => {
    const objects = available ? render(path.join(K8S, 'overlays/dev')) : [];
    const secret = (key: string) =>
      Buffer.from(find(objects, 'Secret', objects.find((o) => o.kind === 'Secret')!.metadata.name).data![key], 'base64').toString();

    it('brings a Service, on the right port, for every server the configuration names', () => {
      const settings = config(objects);
      const endpoints = [settings.TESSERA_NATS_URL, settings.TESSERA_REDIS_URL, secret('TESSERA_DATABASE_URL')].map((u) => new URL(u));
      endpoints.push(new URL(`smtp://${settings.TESSERA_SMTP_HOST}:${settings.TESSERA_SMTP_PORT}`));
      for (const url of endpoints) {
        const service = find(objects, 'Service', url.hostname);
        expect(specOf<ServiceSpec>(service).ports.map((p) => p.port)).toContain(Number(url.port));
      }
    });

    it("serves the site's address inside the cluster, where the report service screenshots pages", () => {
      const site = new URL(config(objects).TESSERA_PUBLIC_URL);
      const service = find(objects, 'Service', site.hostname);
      expect(specOf<ServiceSpec>(service).ports.map((p) => p.port)).toContain(Number(site.port || 80));
      expect(specOf<ServiceSpec>(service).selector['app.kubernetes.io/name']).toBe('gateway');
    });

    it('runs NATS with JetStream and its monitoring endpoint', () => {
      const [nats] = podSpec(find(objects, 'StatefulSet', 'nats'))!.containers;
      expect(nats.args).toEqual(expect.arrayContaining(['-js', '-m', '8222']));
    });

    it('puts everything in its own namespace', () => {
      expect(objects.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== 'tessera-dev').map(id)).toEqual([]);
    });
  });

  describe('production overlay', () => {
    const objects = available ? render(path.join(K8S, 'overlays/production')) : [];
    const deployments = objects.filter((o) => o.kind === 'Deployment');

    it('keeps job streams on three NATS servers and loads no examples', () => {
      expect(config(objects)).toMatchObject({ TESSERA_JETSTREAM_REPLICAS: '3', TESSERA_LOAD_EXAMPLES: 'false' });
    });

    it('gives every Deployment a disruption budget and a tagged image', () => {
      const budgets = objects
        .filter((o) => o.kind === 'PodDisruptionBudget')
        .map((o) => specOf<SelectorSpec>(o).selector.matchLabels?.['app.kubernetes.io/name']);
      expect(budgets.sort()).toEqual(deployments.map((d) => d.metadata.name).sort());
      for (const d of deployments) expect(podSpec(d)!.containers[0].image).toMatch(/:[\w.-]+$/);
    });

    it('leaves pods time to drain after SIGTERM, and the gateway time to leave the load balancers first', () => {
      for (const d of deployments) expect(specOf<WorkloadSpec>(d).template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
      const gateway = specOf<WorkloadSpec>(find(objects, 'Deployment', 'gateway')).template.spec;
      const pause = Number(gateway.containers[0].lifecycle?.preStop?.exec?.command[1]);
      expect(pause).toBeGreaterThan(0);
      // The pause counts against the grace period: what is left must still cover a 30 s drain.
      expect(Number(gateway.terminationGracePeriodSeconds) - pause).toBeGreaterThanOrEqual(30);
    });

    it("serves the gateway's metrics on the internal port that Prometheus is told about", () => {
      const gateway = find(objects, 'Deployment', 'gateway');
      const [container] = podSpec(gateway)!.containers;
      const metricsPort = container.env?.find((e) => e.name === 'TESSERA_METRICS_PORT')?.value;
      expect(metricsPort).toBe('9464');
      expect(container.ports).toContainEqual({ name: 'metrics', containerPort: 9464 });
      expect(specOf<WorkloadSpec>(gateway).template.metadata?.annotations?.['prometheus.io/port']).toBe(metricsPort);
    });

    it('lets Prometheus, and only it, reach the metrics ports', () => {
      const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
      const fromMonitoring = policies.filter((p) => JSON.stringify(specOf<NetworkPolicySpec>(p).ingress ?? []).includes('"monitoring"'));
      const ports = fromMonitoring.flatMap((p) =>
        (specOf<NetworkPolicySpec>(p).ingress ?? []).flatMap((r) => (r.ports ?? []).map((x) => x.port)),
      );
      expect(ports.sort()).toEqual([8081, 9464]);
      const open = policies.flatMap((p) => (specOf<NetworkPolicySpec>(p).ingress ?? []).filter((r) => !r.from || r.from.length === 0));
      expect(open).toEqual([]);
    });
  });

  describe('optional components', () => {
    const objects = available ? renderWith(['overlays/production'], ['keda', 'ingress', 'monitoring']) : [];

    it('scales the query workers on their JetStream consumers instead of the CPU HPA', () => {
      const scaled = objects.filter((o) => o.kind === 'ScaledObject');
      const triggers = Object.fromEntries(
        scaled.map((s) => [
          specOf<ScalerSpec>(s).scaleTargetRef.name,
          specOf<ScalerSpec>(s).triggers?.find((t) => t.type === 'nats-jetstream')?.metadata,
        ]),
      );
      expect(triggers['sql-service']).toMatchObject({ stream: JOBS_SQL.stream, consumer: durableName(JOBS_SQL) });
      expect(triggers['chart-data-service']).toMatchObject({ stream: ChartDataJobs.stream, consumer: durableName(ChartDataJobs) });
      const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => specOf<ScalerSpec>(o).scaleTargetRef.name);
      expect(hpas).toEqual(['gateway']);
    });

    it('holds websockets open for an hour at the ingress', () => {
      const ingresses = objects.filter((o) => o.kind === 'Ingress');
      const socket = ingresses.find((i) => specOf<IngressSpec>(i).rules[0].http.paths.some((p) => p.path === '/ws'))!;
      expect(
        specOf<IngressSpec>(socket)
          .rules[0].http.paths.map((p) => p.path)
          .sort(),
      ).toEqual(['/ws', '/ws/chart-data']);
      for (const key of ['proxy-read-timeout', 'proxy-send-timeout']) {
        expect(Number(socket.metadata.annotations![`nginx.ingress.kubernetes.io/${key}`])).toBeGreaterThanOrEqual(3600);
      }
    });
  });
});

import { allProblems, configProblems, networkPolicyProblems, routingProblems, scalingProblems, selects, serviceProblems } from './checks';
import type { K8sObject, WorkloadSpec } from './k8s-object';
import { schemaProblems } from './schemas';

/** The checks must catch what they are for: each case breaks one rule on an otherwise sound set. */
const probe = { httpGet: { path: '/health', port: 'health' } };
const deployment = (name: string, ports = [{ name: 'health', containerPort: 8081 }]): K8sObject => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name },
  spec: {
    selector: { matchLabels: { app: name } },
    template: {
      metadata: { labels: { app: name, tier: 'tessera' } },
      spec: {
        containers: [
          {
            name,
            image: `tessera/${name}:1`,
            ports,
            envFrom: [{ configMapRef: { name: 'settings-5f8b9c7d2h' } }, { secretRef: { name: 'secrets' } }],
            resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
            livenessProbe: probe,
            readinessProbe: probe,
          },
        ],
      },
    },
  },
});
const service = (name: string, selector: Record<string, string>, targetPort: string | number = 'health'): K8sObject => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name },
  spec: { selector, ports: [{ name: 'health', port: 8081, targetPort }] },
});
const policy = (spec: Record<string, unknown>): K8sObject => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name: 'p' },
  spec: { policyTypes: ['Ingress'], ...spec },
});
const configMap: K8sObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings-5f8b9c7d2h' }, data: {} };
const secret: K8sObject = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'secrets' } };
const sound = [deployment('worker'), service('worker', { app: 'worker' }), configMap, secret];

describe('manifest checks', () => {
  it('find nothing wrong in a sound set', () => {
    expect(allProblems(sound)).toEqual([]);
    expect(sound.flatMap(schemaProblems)).toEqual([]);
  });

  it('match label selectors with labels and expressions', () => {
    expect(selects({ matchLabels: { app: 'a' } }, { app: 'a', x: 'y' })).toBe(true);
    expect(selects({ matchExpressions: [{ key: 'app', operator: 'In', values: ['b'] }] }, { app: 'a' })).toBe(false);
    expect(selects({ matchExpressions: [{ key: 'app', operator: 'NotIn', values: ['b'] }] }, { app: 'a' })).toBe(true);
  });

  it('refuse a Service whose selector or target port matches no pod', () => {
    expect(serviceProblems([deployment('worker'), service('worker', { app: 'wroker' })])).toEqual([
      expect.stringContaining('matches no Deployment'),
    ]);
    expect(serviceProblems([deployment('worker'), service('worker', { app: 'worker' }, 'http')])).toEqual([
      expect.stringContaining('targetPort http'),
    ]);
  });

  it('refuse a NetworkPolicy that opens a port its pods do not have, or selects nothing', () => {
    const objects = [deployment('worker')];
    expect(
      networkPolicyProblems([
        ...objects,
        policy({ podSelector: { matchLabels: { app: 'worker' } }, ingress: [{ ports: [{ port: 8088 }] }] }),
      ]),
    ).toEqual([expect.stringContaining('ingress port 8088')]);
    expect(networkPolicyProblems([...objects, policy({ podSelector: { matchLabels: { app: 'nobody' } } })])).toEqual([
      expect.stringContaining('matches no pod'),
    ]);
    expect(
      networkPolicyProblems([
        ...objects,
        policy({ podSelector: { matchLabels: { app: 'worker' } }, ingress: [{ ports: [{ port: 'health' }, { port: 8081 }] }] }),
      ]),
    ).toEqual([]);
  });

  it('refuse a ConfigMap without a content hash and references to missing ones', () => {
    const plain: K8sObject = { ...configMap, metadata: { name: 'settings' } };
    expect(configProblems([deployment('worker'), plain, secret])).toEqual([
      expect.stringContaining('no content hash'),
      expect.stringContaining('reads ConfigMap settings-5f8b9c7d2h'),
    ]);
    expect(configProblems([deployment('worker'), configMap])).toEqual([expect.stringContaining('reads Secret secrets')]);
    expect(configProblems([deployment('worker'), configMap], ['secrets'])).toEqual([]);
  });

  it('refuse two autoscalers on one Deployment and scalers of missing ones', () => {
    const hpa = (target: string): K8sObject => ({
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name: target },
      spec: { scaleTargetRef: { name: target } },
    });
    const keda: K8sObject = {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name: 'worker' },
      spec: { scaleTargetRef: { name: 'worker' } },
    };
    expect(scalingProblems([deployment('worker'), hpa('worker'), keda])).toEqual([expect.stringContaining('would fight')]);
    expect(scalingProblems([deployment('worker'), hpa('gone')])).toEqual([expect.stringContaining('not a Deployment')]);
  });

  it('refuse an Ingress backend on a missing Service port and a monitor on a missing pod port', () => {
    const ingress: K8sObject = {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: { name: 'i' },
      spec: { rules: [{ http: { paths: [{ backend: { service: { name: 'worker', port: { name: 'http' } } } }] } }] },
    };
    const monitor: K8sObject = {
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'PodMonitor',
      metadata: { name: 'm' },
      spec: { selector: { matchLabels: { tier: 'tessera' } }, podMetricsEndpoints: [{ port: 'metrics' }] },
    };
    expect(routingProblems([...sound, ingress, monitor])).toEqual([
      expect.stringContaining('has no port http'),
      expect.stringContaining('port named metrics'),
    ]);
  });

  it('refuse unknown kinds and containers without image, resources or probes', () => {
    expect(schemaProblems({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } })).toEqual([
      expect.stringContaining('unknown apiVersion/kind'),
    ]);
    const bare = deployment('worker');
    const [container] = (bare.spec as WorkloadSpec).template.spec.containers;
    delete container.image;
    delete container.readinessProbe;
    delete container.resources?.limits;
    const problems = schemaProblems(bare).join('\n');
    expect(problems).toContain("must have required property 'image'");
    expect(problems).toContain("must have required property 'readinessProbe'");
    expect(problems).toContain("must have required property 'limits'");
  });
});

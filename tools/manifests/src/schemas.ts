import Ajv, { type ErrorObject, type SchemaObject } from 'ajv';
import type { K8sObject } from './k8s-object';

/**
 * JSON Schemas for every kind the kit ships, written for what Tessera relies on (not the full API):
 * an unknown apiVersion/kind is an error, and so is a container without image, resources or probes.
 */
const str = { type: 'string', minLength: 1 };
const labels = { type: 'object', additionalProperties: { type: 'string' } };
const metadata = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$', maxLength: 253 }, labels, annotations: labels },
};
const port = {
  oneOf: [
    { type: 'integer', minimum: 1, maximum: 65535 },
    { type: 'string', pattern: '^[a-z0-9-]{1,15}$' },
  ],
};
const selector = { type: 'object', properties: { matchLabels: labels, matchExpressions: { type: 'array' } }, additionalProperties: false };
const quantity = { oneOf: [{ type: 'string', pattern: '^[0-9.]+(m|Mi|Gi|Ki|M|G)?$' }, { type: 'number' }] };

const probe = {
  type: 'object',
  oneOf: ['httpGet', 'tcpSocket', 'exec', 'grpc'].map((handler) => ({ required: [handler] })),
  properties: {
    httpGet: { type: 'object', required: ['path', 'port'], properties: { path: str, port } },
    tcpSocket: { type: 'object', required: ['port'], properties: { port } },
    exec: { type: 'object', required: ['command'], properties: { command: { type: 'array', minItems: 1, items: str } } },
    periodSeconds: { type: 'integer', minimum: 1 },
    failureThreshold: { type: 'integer', minimum: 1 },
  },
};

const container = {
  type: 'object',
  required: ['name', 'image', 'resources', 'livenessProbe', 'readinessProbe'],
  properties: {
    name: str,
    image: str,
    ports: {
      type: 'array',
      items: {
        type: 'object',
        required: ['containerPort'],
        properties: { name: { type: 'string', maxLength: 15 }, containerPort: { type: 'integer', minimum: 1, maximum: 65535 } },
      },
    },
    resources: {
      type: 'object',
      required: ['requests', 'limits'],
      properties: {
        requests: { type: 'object', required: ['cpu', 'memory'], properties: { cpu: quantity, memory: quantity } },
        limits: { type: 'object', required: ['memory'], properties: { memory: quantity } },
      },
    },
    livenessProbe: probe,
    readinessProbe: probe,
    startupProbe: probe,
  },
};

const podTemplate = {
  type: 'object',
  required: ['metadata', 'spec'],
  properties: {
    metadata: { type: 'object', required: ['labels'], properties: { labels } },
    spec: { type: 'object', required: ['containers'], properties: { containers: { type: 'array', minItems: 1, items: container } } },
  },
};

const workload = (extra: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  required: ['selector', 'template', ...required],
  properties: {
    replicas: { type: 'integer', minimum: 0 },
    selector: { type: 'object', required: ['matchLabels'], properties: { matchLabels: labels } },
    template: podTemplate,
    ...extra,
  },
});

const scaleTarget = { type: 'object', required: ['name'], properties: { name: str, kind: { const: 'Deployment' } } };

const networkPolicyPorts = {
  type: 'array',
  items: { type: 'object', required: ['port'], properties: { protocol: { enum: ['TCP', 'UDP'] }, port } },
};

const SPECS: Record<string, SchemaObject | null> = {
  'v1/Namespace': null,
  'v1/ConfigMap': null,
  'v1/Secret': null,
  'v1/Service': {
    type: 'object',
    required: ['selector', 'ports'],
    properties: {
      selector: labels,
      ports: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['name', 'port', 'targetPort'],
          properties: { name: str, port: { type: 'integer' }, targetPort: port },
        },
      },
    },
  },
  'apps/v1/Deployment': workload({}, []),
  'apps/v1/StatefulSet': workload({ serviceName: str }, ['serviceName']),
  'autoscaling/v2/HorizontalPodAutoscaler': {
    type: 'object',
    required: ['scaleTargetRef', 'minReplicas', 'maxReplicas', 'metrics'],
    properties: {
      scaleTargetRef: { ...scaleTarget, required: ['apiVersion', 'kind', 'name'] },
      minReplicas: { type: 'integer', minimum: 1 },
      maxReplicas: { type: 'integer', minimum: 1 },
    },
  },
  'policy/v1/PodDisruptionBudget': {
    type: 'object',
    required: ['selector'],
    oneOf: [{ required: ['minAvailable'] }, { required: ['maxUnavailable'] }],
    properties: { selector },
  },
  'networking.k8s.io/v1/NetworkPolicy': {
    type: 'object',
    required: ['podSelector', 'policyTypes'],
    properties: {
      podSelector: selector,
      policyTypes: { type: 'array', minItems: 1, items: { enum: ['Ingress', 'Egress'] } },
      ingress: { type: 'array', items: { type: 'object', properties: { from: { type: 'array' }, ports: networkPolicyPorts } } },
      egress: { type: 'array', items: { type: 'object', properties: { to: { type: 'array' }, ports: networkPolicyPorts } } },
    },
  },
  'networking.k8s.io/v1/Ingress': {
    type: 'object',
    required: ['ingressClassName', 'rules'],
    properties: {
      rules: {
        type: 'array',
        items: {
          type: 'object',
          required: ['host', 'http'],
          properties: {
            http: {
              type: 'object',
              required: ['paths'],
              properties: {
                paths: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['path', 'pathType', 'backend'],
                    properties: { pathType: { enum: ['Exact', 'Prefix', 'ImplementationSpecific'] } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  'keda.sh/v1alpha1/ScaledObject': {
    type: 'object',
    required: ['scaleTargetRef', 'minReplicaCount', 'maxReplicaCount', 'triggers'],
    properties: {
      scaleTargetRef: scaleTarget,
      triggers: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['type', 'metadata'],
          if: { properties: { type: { const: 'nats-jetstream' } } },
          then: {
            properties: {
              metadata: {
                type: 'object',
                required: ['natsServerMonitoringEndpoint', 'account', 'stream', 'consumer', 'lagThreshold'],
                properties: { lagThreshold: { type: 'string', pattern: '^[0-9]+$' } },
                additionalProperties: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
  'monitoring.coreos.com/v1/PodMonitor': {
    type: 'object',
    required: ['selector', 'podMetricsEndpoints'],
    properties: {
      selector,
      podMetricsEndpoints: { type: 'array', minItems: 1, items: { type: 'object', required: ['port'], properties: { port: str } } },
    },
  },
  'monitoring.coreos.com/v1/PrometheusRule': {
    type: 'object',
    required: ['groups'],
    properties: {
      groups: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'rules'],
          properties: {
            rules: {
              type: 'array',
              items: {
                type: 'object',
                required: ['alert', 'expr', 'labels', 'annotations'],
                properties: { labels: { type: 'object', required: ['severity'] } },
              },
            },
          },
        },
      },
    },
  },
};

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map(
  Object.entries(SPECS).map(([key, spec]) => [
    key,
    ajv.compile({
      type: 'object',
      required: ['apiVersion', 'kind', 'metadata', ...(spec ? ['spec'] : [])],
      properties: { metadata, ...(spec ? { spec } : {}) },
    }),
  ]),
);

export const KNOWN_KINDS = [...validators.keys()];

/** Problems of one object against its kind's schema, as `Kind/name: path message` lines. */
export function schemaProblems(o: K8sObject): string[] {
  const validate = validators.get(`${o.apiVersion}/${o.kind}`);
  if (!validate) return [`${o.kind}/${o.metadata?.name}: unknown apiVersion/kind ${o.apiVersion}/${o.kind}`];
  if (validate(o)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => `${o.kind}/${o.metadata?.name}: ${e.instancePath || '/'} ${e.message}`);
}

/** The parts of a Kubernetes object the checks read; a spec is read as its kind's spec type (below), fields the checks never read are left out. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  /** Each kind's shape is checked by its schema (schemas.ts); the checks read it as that kind's spec type below. */
  spec?: unknown;
  data?: Record<string, string>;
}

export interface Container {
  name: string;
  image?: string;
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: { name: string; value?: string }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: { httpGet?: { path: string; port: number | string } };
  readinessProbe?: { httpGet?: { path: string; port: number | string } };
  securityContext?: { allowPrivilegeEscalation?: boolean };
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
}

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}

export interface PodSpec {
  containers: Container[];
  volumes?: unknown[];
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean };
}

/** Deployment, StatefulSet. */
export interface WorkloadSpec {
  template: { metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> }; spec: PodSpec };
}

export interface ServiceSpec {
  selector: Record<string, string>;
  ports: { name?: string; port: number; targetPort: number | string }[];
}

export interface NetworkPolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
}

export interface NetworkPolicyRule {
  from?: NetworkPolicyPeer[];
  to?: NetworkPolicyPeer[];
  ports?: { port: number | string }[];
}

export interface NetworkPolicySpec {
  podSelector: LabelSelector;
  ingress?: NetworkPolicyRule[];
  egress?: NetworkPolicyRule[];
}

/** HorizontalPodAutoscaler, ScaledObject (KEDA: with its triggers). */
export interface ScalerSpec {
  scaleTargetRef: { name: string };
  triggers?: { type: string; metadata: Record<string, string> }[];
}

/** PodDisruptionBudget. */
export interface SelectorSpec {
  selector: LabelSelector;
}

export interface PodMonitorSpec extends SelectorSpec {
  podMetricsEndpoints: { port: string }[];
}

export interface IngressSpec {
  rules: { http: { paths: { path: string; backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[];
}

export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet'];

export function podSpec(o: K8sObject): PodSpec | null {
  return WORKLOAD_KINDS.includes(o.kind) ? (o.spec as WorkloadSpec).template.spec : null;
}

export function podLabels(o: K8sObject): Record<string, string> {
  return (o.spec as Partial<WorkloadSpec> | undefined)?.template?.metadata?.labels ?? {};
}

export const id = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;

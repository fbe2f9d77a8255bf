/** The parts of a Kubernetes object the checks read; everything else stays untyped on purpose. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  /** Each kind's shape is checked by its schema (schemas.ts), so the checks read it untyped. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read by path per kind, after its schema checked it (see above)
  spec?: any;
  data?: Record<string, string>;
}

export interface Container {
  name: string;
  image?: string;
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: { name: string; value?: string }[];
}

export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet'];

export function podSpec(o: K8sObject): { containers: Container[]; volumes?: unknown[] } | null {
  return WORKLOAD_KINDS.includes(o.kind) ? o.spec.template.spec : null;
}

export function podLabels(o: K8sObject): Record<string, string> {
  return o.spec?.template?.metadata?.labels ?? {};
}

export const id = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;

/** Cross-object checks on one rendered overlay: each returns the problems it found, none when sound. */
import {
  id,
  podLabels,
  podSpec,
  WORKLOAD_KINDS,
  type Container,
  type IngressSpec,
  type K8sObject,
  type LabelSelector,
  type NetworkPolicySpec,
  type PodMonitorSpec,
  type ScalerSpec,
  type SelectorSpec,
  type ServiceSpec,
} from './k8s-object';

export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    return !(key in labels);
  });
  return byLabels && byExpressions;
}

const workloads = (objects: K8sObject[]) => objects.filter((o) => WORKLOAD_KINDS.includes(o.kind));
const containers = (o: K8sObject): Container[] => podSpec(o)?.containers ?? [];

/** A port by number or by name, as Services, NetworkPolicies and monitors may give it. */
function hasPort(o: K8sObject, port: number | string): boolean {
  return containers(o).some((c) => (c.ports ?? []).some((p) => (typeof port === 'number' ? p.containerPort === port : p.name === port)));
}

function selected(objects: K8sObject[], selector: LabelSelector): K8sObject[] {
  return workloads(objects).filter((w) => selects(selector, podLabels(w)));
}

/** Every Service reaches pods, on a port those pods open. */
export function serviceProblems(objects: K8sObject[]): string[] {
  return objects
    .filter((o) => o.kind === 'Service')
    .flatMap((service) => {
      const spec = service.spec as ServiceSpec;
      const pods = selected(objects, { matchLabels: spec.selector });
      if (pods.length === 0) return [`${id(service)}: selector ${JSON.stringify(spec.selector)} matches no Deployment or StatefulSet`];
      return spec.ports
        .filter((p) => !pods.every((pod) => hasPort(pod, p.targetPort)))
        .map((p) => `${id(service)}: targetPort ${p.targetPort} is not a port of ${pods.map(id).join(', ')}`);
    });
}

/** Every NetworkPolicy selects pods, and every port it opens towards them (or towards pods it names) exists. */
export function networkPolicyProblems(objects: K8sObject[]): string[] {
  return objects
    .filter((o) => o.kind === 'NetworkPolicy')
    .flatMap((policy) => {
      const spec = policy.spec as NetworkPolicySpec;
      const pods = selected(objects, spec.podSelector);
      if (pods.length === 0) return [`${id(policy)}: podSelector matches no pod`];
      const problems: string[] = [];
      for (const rule of spec.ingress ?? []) {
        for (const { port } of rule.ports ?? []) {
          const missing = pods.filter((pod) => !hasPort(pod, port));
          if (missing.length > 0) problems.push(`${id(policy)}: ingress port ${port} is not opened by ${missing.map(id).join(', ')}`);
        }
      }
      for (const rule of spec.egress ?? []) {
        // Only peers in this namespace can be checked; others (other namespaces, ipBlocks, ports alone) are outside.
        const peers = (rule.to ?? []).filter((peer) => peer.podSelector && !peer.namespaceSelector);
        for (const peer of peers) {
          const targets = selected(objects, peer.podSelector!);
          if (targets.length === 0) problems.push(`${id(policy)}: egress peer ${JSON.stringify(peer.podSelector)} matches no pod`);
          for (const { port } of rule.ports ?? []) {
            if (targets.length > 0 && !targets.some((t) => hasPort(t, port)))
              problems.push(`${id(policy)}: egress port ${port} is opened by none of ${targets.map(id).join(', ')}`);
          }
        }
      }
      return problems;
    });
}

/**
 * Pods read only generated ConfigMaps (their names carry a content hash, so a changed setting rolls
 * the pods) that exist in the output; Secrets exist unless the overlay expects them from outside.
 */
export function configProblems(objects: K8sObject[], externalSecrets: string[] = []): string[] {
  const configMaps = new Set(objects.filter((o) => o.kind === 'ConfigMap').map((o) => o.metadata.name));
  const secrets = new Set([...objects.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name), ...externalSecrets]);
  const problems = [...configMaps]
    .filter((name) => !/-[a-z0-9]{10}$/.test(name))
    .map((name) => `ConfigMap/${name}: no content hash in its name (use a configMapGenerator)`);
  for (const w of workloads(objects)) {
    for (const c of containers(w)) {
      for (const source of c.envFrom ?? []) {
        if (source.configMapRef && !configMaps.has(source.configMapRef.name))
          problems.push(`${id(w)}: reads ConfigMap ${source.configMapRef.name}, which the overlay does not generate`);
        if (source.secretRef && !secrets.has(source.secretRef.name))
          problems.push(`${id(w)}: reads Secret ${source.secretRef.name}, which nothing provides`);
      }
    }
  }
  return problems;
}

/** Autoscalers and budgets point at real Deployments, and no Deployment has two autoscalers. */
export function scalingProblems(objects: K8sObject[]): string[] {
  const deployments = new Set(objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name));
  const scalers = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler' || o.kind === 'ScaledObject');
  const target = (scaler: K8sObject) => (scaler.spec as ScalerSpec).scaleTargetRef.name;
  const problems = scalers
    .filter((s) => !deployments.has(target(s)))
    .map((s) => `${id(s)}: scales ${target(s)}, which is not a Deployment here`);
  const byTarget = new Map<string, string[]>();
  for (const s of scalers) byTarget.set(target(s), [...(byTarget.get(target(s)) ?? []), id(s)]);
  for (const [target, owners] of byTarget)
    if (owners.length > 1) problems.push(`Deployment/${target}: scaled by ${owners.join(' and ')}; they would fight over its replicas`);
  for (const pdb of objects.filter((o) => o.kind === 'PodDisruptionBudget')) {
    if (selected(objects, (pdb.spec as SelectorSpec).selector).length === 0) problems.push(`${id(pdb)}: selector matches no pod`);
  }
  return problems;
}

/** Ingress backends and PodMonitor endpoints name Services and ports that exist. */
export function routingProblems(objects: K8sObject[]): string[] {
  const services = new Map(objects.filter((o) => o.kind === 'Service').map((o) => [o.metadata.name, o]));
  const problems: string[] = [];
  for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
    for (const rule of (ingress.spec as IngressSpec).rules) {
      for (const { backend } of rule.http.paths) {
        const service = services.get(backend.service.name);
        const wanted = backend.service.port.name ?? backend.service.port.number;
        if (!service) problems.push(`${id(ingress)}: backend Service ${backend.service.name} does not exist`);
        else if (!(service.spec as ServiceSpec).ports.some((p) => p.name === wanted || p.port === wanted))
          problems.push(`${id(ingress)}: Service ${backend.service.name} has no port ${wanted}`);
      }
    }
  }
  for (const monitor of objects.filter((o) => o.kind === 'PodMonitor')) {
    const spec = monitor.spec as PodMonitorSpec;
    const pods = selected(objects, spec.selector);
    if (pods.length === 0) problems.push(`${id(monitor)}: selector matches no pod`);
    for (const endpoint of spec.podMetricsEndpoints) {
      if (pods.length > 0 && !pods.some((pod) => hasPort(pod, endpoint.port)))
        problems.push(`${id(monitor)}: no selected pod has a port named ${endpoint.port}`);
    }
  }
  return problems;
}

export function allProblems(objects: K8sObject[], externalSecrets: string[] = []): string[] {
  return [
    ...serviceProblems(objects),
    ...networkPolicyProblems(objects),
    ...configProblems(objects, externalSecrets),
    ...scalingProblems(objects),
    ...routingProblems(objects),
  ];
}

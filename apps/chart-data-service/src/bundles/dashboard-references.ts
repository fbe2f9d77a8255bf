const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Chart uuids of a dashboard file's layout and dataset uuids of its native filter targets. */
export function dashboardReferences(position: unknown, metadata: unknown): { chartUuids: Set<string>; datasetUuids: Set<string> } {
  const chartUuids = new Set<string>();
  const datasetUuids = new Set<string>();
  for (const node of isRecord(position) ? Object.values(position) : []) {
    if (isRecord(node) && node.type === 'CHART' && isRecord(node.meta) && typeof node.meta.uuid === 'string')
      chartUuids.add(node.meta.uuid);
  }
  const filters = isRecord(metadata) && Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
  for (const filter of filters) {
    for (const target of isRecord(filter) && Array.isArray(filter.targets) ? filter.targets : []) {
      if (isRecord(target) && typeof target.datasetUuid === 'string') datasetUuids.add(target.datasetUuid);
    }
  }
  return { chartUuids, datasetUuids };
}

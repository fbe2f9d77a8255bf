import type { Bundle } from './bundle-files';
import type { LooseJson } from './loose-json';

/**
 * The content of an export bundle with what differs between two installations taken out, so two
 * exports of the same objects compare equal: files are keyed by folder and uuid (file names carry
 * ids), and chart and dataset ids inside charts and dashboards are replaced by uuids.
 */
export function bundleContent(bundle: Bundle): Map<string, LooseJson> {
  const chartUuids = new Map<number, string>();
  for (const [path, file] of bundle.files) {
    const id = /^charts\/.*_(\d+)\.yaml$/.exec(path)?.[1];
    if (id) chartUuids.set(Number(id), file.uuid);
  }
  const chart = (id: unknown) => (typeof id === 'number' ? (chartUuids.get(id) ?? `missing chart ${id}`) : id);
  const content = new Map<string, LooseJson>();
  for (const [path, original] of bundle.files) {
    if (path === 'metadata.yaml') continue;
    const file = structuredClone(original);
    const folder = path.split('/')[0];
    if (folder === 'charts') {
      file.params.datasource = file.dataset_uuid;
      if (file.query_context) {
        const context = JSON.parse(file.query_context);
        delete context.datasource;
        if (context.form_data) delete context.form_data.datasource;
        file.query_context = context;
      }
    }
    if (folder === 'dashboards') {
      for (const node of Object.values(file.position ?? {}) as LooseJson[])
        if (node?.type === 'CHART') node.meta.chartId = chart(node.meta.chartId);
      const metadata = file.metadata ?? {};
      if (Array.isArray(metadata.timed_refresh_immune_slices))
        metadata.timed_refresh_immune_slices = metadata.timed_refresh_immune_slices.map(chart);
      if (metadata.expanded_slices)
        metadata.expanded_slices = Object.fromEntries(
          Object.entries(metadata.expanded_slices).map(([id, value]) => [chart(Number(id)), value]),
        );
      if (metadata.chart_configuration)
        metadata.chart_configuration = Object.fromEntries(
          Object.entries(metadata.chart_configuration as Record<string, LooseJson>).map(([id, entry]) => [
            chart(Number(id)),
            {
              ...entry,
              id: chart(entry.id),
              crossFilters: { ...entry.crossFilters, chartsInScope: entry.crossFilters?.chartsInScope?.map(chart) },
            },
          ]),
        );
      if (metadata.global_chart_configuration?.chartsInScope)
        metadata.global_chart_configuration.chartsInScope = metadata.global_chart_configuration.chartsInScope.map(chart);
      for (const filter of metadata.native_filter_configuration ?? []) {
        if (Array.isArray(filter.chartsInScope)) filter.chartsInScope = filter.chartsInScope.map(chart);
        if (Array.isArray(filter.scope?.excluded)) filter.scope.excluded = filter.scope.excluded.map(chart);
      }
    }
    content.set(`${folder}:${file.uuid}`, file);
  }
  return content;
}

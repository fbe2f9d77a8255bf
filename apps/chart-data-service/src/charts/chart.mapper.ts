import type {
  ChartDashboardRef,
  ChartListRow,
  ChartTagRef,
  ChartView,
  DashboardChartView,
  ObjectSummary,
  UserRef,
} from '@tessera/contracts';
import { humanizeDelta, thumbnailUrl } from '@tessera/platform';
import { fullName } from '../access/user-names';
import { datasetExploreUrl, datasetName } from '../datasets/dataset-naming';
import type { DatasetEntity } from '../datasets/dataset.entity';
import { renderDescription } from './chart-description.renderer';
import { chartFormData } from './chart-form-data';
import type { ChartEntity } from './chart.entity';

/** What other services and tables say about charts: user names, dashboards, tags, datasets. */
export interface ChartDecorations {
  users: Map<number, UserRef>;
  dashboards: Map<number, ChartDashboardRef[]>;
  tags: Map<number, ChartTagRef[]>;
  datasets: Map<number, DatasetEntity>;
}

export const sliceUrl = (id: number) => `/explore/?slice_id=${id}`;
export const chartEditUrl = (id: number) => `/chart/edit/${id}`;

/** Superset's thumbnail address: the digest changes whenever the chart does, and differs per requesting user. */
export function chartThumbnailUrl(chart: Pick<ChartEntity, 'id' | 'changedOn'>): string {
  return thumbnailUrl('chart', chart.id, chart.changedOn);
}

const userOf = (users: Map<number, UserRef>, id: number | null) => (id !== null ? (users.get(id) ?? null) : null);
const ownersOf = (chart: ChartEntity, users: Map<number, UserRef>) => chart.owners.flatMap((id) => users.get(id) ?? []);
const datasetOf = (chart: ChartEntity, datasets: Map<number, DatasetEntity>) =>
  chart.datasourceId !== null ? datasets.get(chart.datasourceId) : undefined;

export function toChartView(chart: ChartEntity, decorations: ChartDecorations, now = new Date()): ChartView {
  return {
    id: chart.id,
    uuid: chart.uuid,
    slice_name: chart.sliceName,
    description: chart.description,
    viz_type: chart.vizType,
    params: chart.params,
    query_context: chart.queryContext,
    cache_timeout: chart.cacheTimeout,
    certified_by: chart.certifiedBy,
    certification_details: chart.certificationDetails,
    is_managed_externally: chart.isManagedExternally,
    changed_on_delta_humanized: humanizeDelta(chart.changedOn, now),
    thumbnail_url: chartThumbnailUrl(chart),
    url: sliceUrl(chart.id),
    owners: ownersOf(chart, decorations.users),
    dashboards: decorations.dashboards.get(chart.id) ?? [],
    tags: decorations.tags.get(chart.id) ?? [],
  };
}

export function toChartListRow(chart: ChartEntity, decorations: ChartDecorations, now = new Date()): ChartListRow {
  const dataset = datasetOf(chart, decorations.datasets);
  const changedBy = userOf(decorations.users, chart.changedBy);
  const createdBy = userOf(decorations.users, chart.createdBy);
  return {
    id: chart.id,
    uuid: chart.uuid,
    slice_name: chart.sliceName,
    description: chart.description,
    description_markeddown: renderDescription(chart.description),
    viz_type: chart.vizType,
    params: chart.params,
    cache_timeout: chart.cacheTimeout,
    certified_by: chart.certifiedBy,
    certification_details: chart.certificationDetails,
    is_managed_externally: chart.isManagedExternally,
    datasource_id: chart.datasourceId,
    datasource_type: chart.datasourceType,
    datasource_name_text: dataset ? datasetName(dataset) : null,
    datasource_url: dataset ? datasetExploreUrl(dataset) : null,
    table: dataset ? { table_name: dataset.tableName, default_endpoint: dataset.defaultEndpoint } : null,
    form_data: chartFormData(chart),
    slice_url: sliceUrl(chart.id),
    url: sliceUrl(chart.id),
    edit_url: chartEditUrl(chart.id),
    thumbnail_url: chartThumbnailUrl(chart),
    changed_by: changedBy,
    changed_by_name: fullName(changedBy),
    changed_on_delta_humanized: humanizeDelta(chart.changedOn, now),
    changed_on_dttm: chart.changedOn.getTime(),
    changed_on_utc: chart.changedOn.toISOString(),
    created_by: createdBy,
    created_by_name: fullName(createdBy),
    created_on_delta_humanized: humanizeDelta(chart.createdOn, now),
    last_saved_at: chart.lastSavedAt ? chart.lastSavedAt.toISOString() : null,
    last_saved_by: userOf(decorations.users, chart.lastSavedBy),
    owners: ownersOf(chart, decorations.users),
    dashboards: decorations.dashboards.get(chart.id) ?? [],
    tags: decorations.tags.get(chart.id) ?? [],
  };
}

/** A chart as a dashboard shows it (Superset's `ChartEntityResponseSchema`). */
export function toDashboardChartView(chart: ChartEntity): DashboardChartView {
  return {
    id: chart.id,
    slice_name: chart.sliceName,
    cache_timeout: chart.cacheTimeout,
    changed_on: chart.changedOn.toISOString(),
    description: chart.description,
    description_markeddown: renderDescription(chart.description),
    form_data: chartFormData(chart),
    slice_url: sliceUrl(chart.id),
    certified_by: chart.certifiedBy,
    certification_details: chart.certificationDetails,
    viz_type: chart.vizType,
    datasource_id: chart.datasourceId,
    datasource_type: chart.datasourceType,
    query_context: chart.queryContext,
  };
}

export function toObjectSummary(chart: ChartEntity, users: Map<number, UserRef>, editable: boolean): ObjectSummary {
  return {
    type: 'chart',
    id: chart.id,
    name: chart.sliceName,
    url: sliceUrl(chart.id),
    changed_on: chart.changedOn.toISOString(),
    created_by: userOf(users, chart.createdBy),
    owners: ownersOf(chart, users),
    editable,
  };
}

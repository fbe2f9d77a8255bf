import type { ExploreContext, ExploreContextMetadata, ExploreContextRequest, ExploreSliceView, UserRef } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { humanizeDelta, UserDirectoryClient } from '@tessera/platform';
import { Repository } from 'typeorm';
import { fullName } from '../access/user-names';
import { canEditChart, type ChartViewer } from '../access/viewer';
import { renderDescription } from '../charts/chart-description.renderer';
import { chartFormData } from '../charts/chart-form-data';
import { ChartEntity } from '../charts/chart.entity';
import { ChartFinder } from '../charts/chart.finder';
import { chartEditUrl, sliceUrl } from '../charts/chart.mapper';
import { DashboardContentService } from '../charts/dashboard-content.service';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { ExploreViewRecorder } from '../clients/explore-view.recorder';
import { datasetName } from '../datasets/dataset-naming';
import { parseFormData } from '../form-data/form-data';
import { chartAccessDenied, chartNotFound } from './explore-access.service';
import { ExplorePermalinksService } from './explore-permalinks.service';
import { datasourceOf, mergeExploreFormData, type FormData } from './form-data.merge';
import { FormDataService } from './form-data.service';

const MISSING_DATASET = '[Missing Dataset]';

/**
 * `GET /api/v1/explore/`: the state Explore opens with, as Superset's `GetExploreCommand` builds it —
 * from a permalink, a form data key, a saved chart or a dataset — with the caller's three capabilities.
 */
@Injectable()
export class ExploreContextService {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    private readonly finder: ChartFinder,
    private readonly content: DashboardContentService,
    private readonly links: DashboardLinksClient,
    private readonly users: UserDirectoryClient,
    private readonly formData: FormDataService,
    private readonly permalinks: ExplorePermalinksService,
    private readonly recorder: ExploreViewRecorder,
  ) {}

  async context(viewer: ChartViewer, request: ExploreContextRequest): Promise<ExploreContext> {
    let initial: FormData = {};
    let urlParams: [string, string][] | null = null;
    if (request.permalinkKey !== undefined) {
      const permalink = await this.permalinks.get(viewer, request.permalinkKey);
      initial = { ...permalink.state.formData };
      urlParams = permalink.state.urlParams ?? null;
    } else if (request.formDataKey !== undefined) {
      initial = parseFormData(await this.formData.find(viewer, request.formDataKey));
    }
    let message: string | null = null;
    if (Object.keys(initial).length === 0) {
      if (request.sliceId !== undefined) {
        initial.slice_id = request.sliceId;
        if (request.formDataKey !== undefined) message = 'Form data not found in cache, reverting to chart metadata.';
      } else if (request.datasourceId !== undefined) {
        initial.datasource = `${request.datasourceId}__${request.datasourceType ?? 'table'}`;
        if (request.formDataKey !== undefined) message = 'Form data not found in cache, reverting to dataset metadata.';
      }
    }
    const chart = await this.openedChart(viewer, initial.slice_id ?? request.sliceId);
    const formData = mergeExploreFormData(initial, chart ? chartFormData(chart) : null, urlParams);
    const named = datasourceOf(formData);
    const datasourceId = named ? named.id : (request.datasourceId ?? null);
    const datasourceType = named?.type ?? request.datasourceType ?? 'table';
    const dataset = datasourceId !== null && datasourceType === 'table' ? await this.finder.queryableDataset(viewer, datasourceId) : null;
    formData.datasource = `${datasourceId ?? 'None'}__${datasourceType}`;
    const [datasetView] = dataset ? await this.content.datasetViews([dataset.id]) : [];
    if (chart) await this.recorder.record(viewer.userId, chart);
    return {
      form_data: formData,
      dataset: datasetView ?? { type: datasourceType, name: MISSING_DATASET, columns: [], metrics: [], database: { id: 0, backend: '' } },
      slice: chart ? this.sliceView(chart, dataset ? datasetName(dataset) : null) : null,
      message,
      metadata: chart ? await this.metadata(chart) : null,
      can_add: request.capabilities.canWriteChart,
      can_download: request.capabilities.canCsv,
      can_overwrite: chart !== null && canEditChart(viewer, chart),
    };
  }

  /** The saved chart being opened: it must exist (404) and be readable by the caller (403). */
  private async openedChart(viewer: ChartViewer, sliceId: unknown): Promise<ChartEntity | null> {
    const id = Number(sliceId);
    if (sliceId === undefined || sliceId === null || !Number.isInteger(id) || id < 1) return null;
    const chart = await this.charts.findOneBy({ id });
    if (!chart) throw chartNotFound();
    if (!(await this.finder.canRead(viewer, chart))) throw chartAccessDenied();
    return chart;
  }

  /** Superset's `Slice.data`. */
  private sliceView(chart: ChartEntity, datasource: string | null): ExploreSliceView {
    const humanized = humanizeDelta(chart.changedOn);
    return {
      slice_id: chart.id,
      slice_name: chart.sliceName,
      slice_url: sliceUrl(chart.id),
      edit_url: chartEditUrl(chart.id),
      cache_timeout: chart.cacheTimeout,
      certified_by: chart.certifiedBy,
      certification_details: chart.certificationDetails,
      changed_on: chart.changedOn.toISOString(),
      changed_on_humanized: humanized,
      modified: `<span class="no-wrap">${humanized}</span>`,
      datasource,
      description: chart.description,
      description_markeddown: renderDescription(chart.description),
      form_data: chartFormData(chart),
      query_context: chart.queryContext,
      is_managed_externally: chart.isManagedExternally,
      owners: chart.owners,
    };
  }

  private async metadata(chart: ChartEntity): Promise<ExploreContextMetadata> {
    const [users, dashboards] = await Promise.all([
      this.users.describe([...chart.owners, chart.createdBy, chart.changedBy]),
      this.links.dashboardsOf([chart.id]),
    ]);
    const name = (id: number | null) => (id !== null && users.has(id) ? fullName(users.get(id) as UserRef) : undefined);
    const metadata: ExploreContextMetadata = {
      created_on_humanized: humanizeDelta(chart.createdOn),
      changed_on_humanized: humanizeDelta(chart.changedOn),
      owners: chart.owners.flatMap((id) => name(id) ?? []),
      dashboards: (dashboards.get(chart.id) ?? []).map(({ id, dashboard_title }) => ({ id, dashboard_title })),
    };
    const createdBy = name(chart.createdBy);
    const changedBy = name(chart.changedBy);
    if (createdBy) metadata.created_by = createdBy;
    if (changedBy) metadata.changed_by = changedBy;
    return metadata;
  }
}

import { randomBytes } from 'node:crypto';
import { notFound, type ExplorePermalinkState, type ExplorePermalinkStateFields, type ExplorePermalinkValue } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { invalidChartField } from '../charts/chart.errors';
import type { ChartViewer } from '../access/viewer';
import { ExploreAccessService } from './explore-access.service';
import { ExplorePermalinkEntity } from './explore-permalink.entity';
import { datasourceOf } from './form-data.merge';
import { serverText } from '@tessera/platform';

/** 12 random bytes: 16 url-safe characters, past Superset's 11-character minimum. */
export function newPermalinkKey(): string {
  return randomBytes(12).toString('base64url');
}

/** Checks a permalink state: form data naming its dataset, and `urlParams` as `[key, value]` string pairs. */
export function checkPermalinkState(
  state: ExplorePermalinkStateFields,
): ExplorePermalinkState & { datasource: { id: number; type: string } } {
  const datasource = datasourceOf(state.formData);
  if (!datasource) throw invalidChartField('formData', 'must name its dataset as "datasource": "<id>__<type>"');
  const checked: ExplorePermalinkState & { datasource: { id: number; type: string } } = { formData: state.formData, datasource };
  if (state.urlParams !== undefined && state.urlParams !== null) {
    checked.urlParams = state.urlParams.map((pair, index) => {
      if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string')
        throw invalidChartField('urlParams', serverText('item %s must be a [key, value] pair', index));
      return [pair[0], pair[1] === null || pair[1] === undefined ? '' : String(pair[1])] as [string, string];
    });
  }
  return checked;
}

const chartIdOf = (formData: Record<string, unknown>) =>
  Number.isInteger(Number(formData.slice_id)) && Number(formData.slice_id) > 0 ? Number(formData.slice_id) : null;

/** Permanent links to an Explore state; making and reading one needs access to its dataset and chart. */
@Injectable()
export class ExplorePermalinksService {
  constructor(
    @InjectRepository(ExplorePermalinkEntity) private readonly permalinks: Repository<ExplorePermalinkEntity>,
    private readonly access: ExploreAccessService,
  ) {}

  async create(viewer: ChartViewer, fields: ExplorePermalinkStateFields): Promise<{ key: string }> {
    const { datasource, ...state } = checkPermalinkState(fields);
    await this.access.check(viewer, datasource.id, datasource.type, chartIdOf(state.formData));
    const key = newPermalinkKey();
    await this.permalinks.insert({
      key,
      state: { formData: state.formData, ...(state.urlParams ? { urlParams: state.urlParams } : {}) },
      createdBy: viewer.userId,
    });
    return { key };
  }

  async get(viewer: ChartViewer, key: string): Promise<ExplorePermalinkValue> {
    const permalink = await this.permalinks.findOneBy({ key });
    if (!permalink) throw notFound();
    const state = permalink.state as unknown as ExplorePermalinkState;
    const datasource = datasourceOf(state.formData);
    if (!datasource) throw notFound();
    const chartId = chartIdOf(state.formData);
    await this.access.check(viewer, datasource.id, datasource.type, chartId);
    return {
      chartId,
      datasourceId: datasource.id,
      datasourceType: datasource.type,
      datasource: `${datasource.id}__${datasource.type}`,
      state,
    };
  }
}

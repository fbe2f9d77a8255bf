import { ErrorCode, TesseraError } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ChartEntity } from '../charts/chart.entity';
import { ChartFinder } from '../charts/chart.finder';
import type { ChartViewer } from '../access/viewer';

export const datasetNotFound = () => new TesseraError(ErrorCode.NOT_FOUND, serverText('Dataset does not exist'));
export const chartNotFound = () => new TesseraError(ErrorCode.NOT_FOUND, serverText('Chart not found'));
export const chartAccessDenied = () => new TesseraError(ErrorCode.FORBIDDEN, serverText("You don't have access to this chart."));
const datasetAccessDenied = () => new TesseraError(ErrorCode.FORBIDDEN, serverText("You don't have access to this dataset."));

/**
 * Superset's explore `check_access`, used by form data and permalinks: the dataset must exist and be
 * queryable by the caller, and the chart, when one is named, must exist and be readable by them.
 */
@Injectable()
export class ExploreAccessService {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    private readonly finder: ChartFinder,
  ) {}

  async check(viewer: ChartViewer, datasourceId: number, datasourceType: string, chartId: number | null | undefined): Promise<void> {
    if (datasourceType !== 'table') throw datasetNotFound();
    const dataset = await this.finder.queryableDataset(viewer, datasourceId).catch((error: unknown) => {
      if (error instanceof TesseraError && error.code === ErrorCode.FORBIDDEN) throw datasetAccessDenied();
      throw error;
    });
    if (!dataset) throw datasetNotFound();
    if (chartId === null || chartId === undefined) return;
    const chart = await this.charts.findOneBy({ id: chartId });
    if (!chart) throw chartNotFound();
    if (!(await this.finder.canRead(viewer, chart))) throw chartAccessDenied();
  }
}

import {
  ChartsForDashboard,
  DatasetsForDashboard,
  DuplicateChartsForDashboard,
  ErrorCode,
  TesseraError,
  type DashboardChartView,
  type DashboardDatasetView,
  type RequestDescriptor,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, isNotAnswering, JsonLogger } from '@tessera/platform';

/**
 * The chart-data service's side of dashboards: charts, their datasets and chart copies. Dashboards
 * keep chart ids only, so everything else about charts is asked for here.
 */
@Injectable()
export class ChartLinksClient {
  constructor(
    private readonly bus: BusClient,
    private readonly logger: JsonLogger,
  ) {}

  async charts(chartIds: number[]): Promise<DashboardChartView[]> {
    if (chartIds.length === 0) return [];
    return this.ask(ChartsForDashboard, { chartIds: unique(chartIds) }, 'look up the charts of dashboards');
  }

  async datasets(chartIds: number[]): Promise<DashboardDatasetView[]> {
    if (chartIds.length === 0) return [];
    return this.ask(DatasetsForDashboard, { chartIds: unique(chartIds) }, 'look up the datasets of dashboards');
  }

  /** Old chart id → id of its copy. */
  async duplicate(ids: number[], ownerId: number | null): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const { idMap } = await this.ask(DuplicateChartsForDashboard, { ids: unique(ids), ownerId }, 'copy charts');
    return new Map(Object.entries(idMap).map(([from, to]) => [Number(from), to]));
  }

  /**
   * Charts among the ids, or null when the chart service is not answering: for checks that are
   * skipped (and logged) rather than failing the request.
   */
  async chartsIfAnswering(chartIds: number[], purpose: string): Promise<DashboardChartView[] | null> {
    try {
      return await this.charts(chartIds);
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      this.logger.warn(`The chart service is not answering ${ChartsForDashboard.subject}; skipped: ${purpose}`);
      return null;
    }
  }

  async datasetsIfAnswering(chartIds: number[], purpose: string): Promise<DashboardDatasetView[] | null> {
    try {
      return await this.datasets(chartIds);
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      this.logger.warn(`The chart service is not answering ${DatasetsForDashboard.subject}; skipped: ${purpose}`);
      return null;
    }
  }

  private async ask<Req, Rep>(descriptor: RequestDescriptor<Req, Rep>, payload: Req, action: string): Promise<Rep> {
    try {
      return await this.bus.request(descriptor, payload);
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw new TesseraError(
        ErrorCode.UNAVAILABLE,
        `Cannot ${action} right now: the chart service is not answering ${descriptor.subject}`,
        {
          extra: { subject: descriptor.subject },
        },
      );
    }
  }
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}

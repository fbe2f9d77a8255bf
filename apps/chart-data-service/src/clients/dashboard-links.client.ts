import {
  DashboardChartLinks,
  Dashboards,
  ErrorCode,
  TesseraError,
  type ChartDashboardRef,
  type DistinctReply,
  type SetChartDashboardsReply,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, isNotAnswering, JsonLogger } from '@tessera/platform';

const unavailable = (what: string, subject: string) =>
  new TesseraError(ErrorCode.UNAVAILABLE, `Cannot ${what} right now: the dashboard service is not answering ${subject}`, {
    extra: { subject },
  });

/** Charts' dashboards, kept by the dashboard service. */
@Injectable()
export class DashboardLinksClient {
  constructor(
    private readonly bus: BusClient,
    private readonly logger: JsonLogger,
  ) {}

  /** Dashboards of each chart; none (and a log line) when the dashboard service is not answering. */
  async dashboardsOf(chartIds: number[], withMetadata = false): Promise<Map<number, ChartDashboardRef[]>> {
    if (chartIds.length === 0) return new Map();
    try {
      const links = await this.bus.request(DashboardChartLinks.ofCharts, { chartIds, withMetadata });
      return new Map(Object.entries(links).map(([id, dashboards]) => [Number(id), dashboards]));
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      this.logger.warn(
        `The dashboard service is not answering ${DashboardChartLinks.ofCharts.subject}; charts are shown without dashboards`,
      );
      return new Map();
    }
  }

  /** Charts on any of the dashboards, for the `dashboards` list filter. */
  async chartIdsOn(dashboardIds: number[]): Promise<number[]> {
    if (dashboardIds.length === 0) return [];
    try {
      return (await this.bus.request(DashboardChartLinks.chartIds, { dashboardIds })).chartIds;
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw unavailable('filter charts by dashboard', DashboardChartLinks.chartIds.subject);
    }
  }

  /** Makes the chart's dashboards exactly these, or only checks that it may (`checkOnly`; no id for a chart not created yet). */
  async setDashboards(
    chartId: number | undefined,
    dashboardIds: number[],
    sliceName: string,
    checkOnly: boolean,
  ): Promise<SetChartDashboardsReply> {
    try {
      return await this.bus.request(DashboardChartLinks.setChartDashboards, { chartId, dashboardIds, sliceName, checkOnly });
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw unavailable('change the dashboards of a chart', DashboardChartLinks.setChartDashboards.subject);
    }
  }

  /** `related/dashboards`: dashboards the caller sees whose title contains `filter`. */
  async searchDashboards(filter: string, page: number, pageSize: number): Promise<DistinctReply> {
    const query = {
      filters: filter ? [{ col: 'dashboard_title', opr: 'ct' as const, value: filter }] : [],
      orderColumn: 'dashboard_title',
      orderDirection: 'asc' as const,
      page,
      pageSize,
    };
    try {
      const found = await this.bus.request(Dashboards.list, { query });
      return { count: found.count, result: found.result.map((dashboard) => ({ value: dashboard.id, text: dashboard.dashboard_title })) };
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      throw unavailable('list dashboards', Dashboards.list.subject);
    }
  }

  /**
   * Charts on the dashboards an embedded-dashboard guest may see: the dashboard service resolves the
   * token's references (ids, slugs, embedded uuids) for the guest caller this request carries.
   */
  async chartIdsVisibleToGuest(): Promise<number[]> {
    const query = { filters: [], orderColumn: 'dashboard_title', orderDirection: 'asc' as const, page: 0, pageSize: 100 };
    const visible = await this.bus.request(Dashboards.list, { query });
    return this.chartIdsOn(visible.result.map((dashboard) => dashboard.id));
  }

  /** A dashboard's metadata and layout, or null when it does not exist (or the caller may not see it). */
  async dashboard(id: number): Promise<{ json_metadata: string; position_json: string | null } | null> {
    try {
      const { json_metadata, position_json } = await this.bus.request(Dashboards.get, { idOrSlug: String(id) });
      return { json_metadata, position_json };
    } catch (error) {
      if (error instanceof TesseraError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.FORBIDDEN)) return null;
      if (!isNotAnswering(error)) throw error;
      throw unavailable('read the dashboard', Dashboards.get.subject);
    }
  }
}

import { badRequest, type Caller, type ChartDataForChartRequest } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { chartViewerOf } from '../access/viewer';
import { ChartFinder } from '../charts/chart.finder';
import { serverText } from '@tessera/platform';

/** `GET /api/v1/chart/{id}/data/`: the chart's saved query context, with the requested format, type and force. */
@Injectable()
export class SavedChartContexts {
  constructor(private readonly charts: ChartFinder) {}

  async contextFor(request: ChartDataForChartRequest, caller: Caller | undefined): Promise<Record<string, unknown>> {
    const chart = await this.charts.findReadable(chartViewerOf(caller), request.chartId);
    if (!chart.queryContext) {
      throw badRequest(serverText('Chart has no query context saved. Please save the chart again.'));
    }
    let saved: Record<string, unknown>;
    try {
      saved = JSON.parse(chart.queryContext) as Record<string, unknown>;
    } catch {
      throw badRequest(serverText('Chart has no query context saved. Please save the chart again.'));
    }
    return {
      ...saved,
      result_format: request.format ?? 'json',
      result_type: request.type ?? 'full',
      force: request.force ?? false,
      form_data: { ...((saved.form_data as Record<string, unknown>) ?? {}), slice_id: chart.id },
    };
  }
}

import { badRequest, ChartData, type ChartDataItem, type SamplesReply, type SamplesRequest } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { BusClient, TESSERA_CONFIG, type TesseraConfig, serverText } from '@tessera/platform';

/** Parts of Superset's samples payload that narrow the rows. */
const PAYLOAD_KEYS = ['filters', 'extras', 'granularity', 'time_range'] as const;
const COUNT_STAR = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' };

/**
 * `POST /datasource/samples`: one page of a dataset's rows and the total row count, through the
 * chart-data pipeline so access checks, row-level security and the cache (`force`) apply as for charts.
 */
@Injectable()
export class DatasetSamplesService {
  constructor(
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  async samples(request: SamplesRequest): Promise<SamplesReply> {
    const limit = this.config.limits.samplesRowLimit;
    const perPage = Math.min(request.perPage ?? limit, limit);
    const page = request.page ?? 1;
    const narrowing = Object.fromEntries(
      PAYLOAD_KEYS.filter((key) => request.payload?.[key] !== undefined).map((key) => [key, request.payload?.[key]]),
    );
    const context = (result_type: string, query: Record<string, unknown>) => ({
      datasource: { id: request.datasourceId, type: request.datasourceType },
      force: request.force ?? false,
      result_format: 'json',
      result_type,
      queries: [{ ...narrowing, ...query }],
    });
    const [rows, count] = await Promise.all([
      this.item(context('samples', { row_limit: perPage, row_offset: (page - 1) * perPage })),
      this.item(context('full', { columns: [], metrics: [COUNT_STAR], row_limit: 1 })),
    ]);
    return {
      colnames: rows.colnames,
      coltypes: rows.coltypes,
      data: rows.data,
      rowcount: rows.rowcount,
      total_count: Number(count.data[0]?.['COUNT(*)'] ?? 0),
      page,
      per_page: perPage,
      cache_key: rows.cache_key ?? undefined,
      is_cached: rows.is_cached,
    };
  }

  private async item(context: Record<string, unknown>): Promise<ChartDataItem> {
    const reply = await this.bus.request(ChartData.query, { context });
    if (!('result' in reply) || reply.result.length !== 1) throw badRequest(serverText('Samples could not be read'));
    return reply.result[0];
  }
}

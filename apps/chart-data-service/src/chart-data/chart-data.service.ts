import { badRequest, type Caller, type ChartDataItem, type ChartDataReply } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { getDialect, normalizeQueryContext, TIME_GRAINS, type QueryContext } from '@tessera/query-engine';
import { TESSERA_CONFIG, type TesseraConfig, serverText } from '@tessera/platform';
import { Repository } from 'typeorm';
import { ChartEntity } from '../charts/chart.entity';
import { RlsClient } from '../clients/rls.client';
import { AnnotationDataLoader } from './annotation-data.loader';
import { ChartDatasetLoader, type ChartDataset } from './chart-dataset.loader';
import { hasPivotedExport, pivotedExport } from './pivoted-export';
import { QueryObjectProcessor } from './query-object.processor';
import { resultFile } from './result-file';

/**
 * `POST /api/v1/chart/data`: validates the query context, checks dataset access, applies the
 * caller's row-level security and answers each query object in the requested result type and format.
 */
@Injectable()
export class ChartDataService {
  constructor(
    private readonly loader: ChartDatasetLoader,
    private readonly annotationLoader: AnnotationDataLoader,
    private readonly processor: QueryObjectProcessor,
    private readonly rls: RlsClient,
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  async run(
    raw: Record<string, unknown>,
    caller: Caller | undefined,
    options: { signal?: AbortSignal; cacheOnly?: boolean; receivedAt?: number } = {},
  ): Promise<ChartDataReply> {
    // A forced query may share a computation that started after the request arrived (see SingleFlight).
    const receivedAt = options.receivedAt ?? Date.now();
    const context = normalizeQueryContext(raw);
    const dataset = await this.loader.load(context.datasource, caller);
    const items = await this.items(context, dataset, caller, { ...options, receivedAt });
    if (context.result_format === 'json') return { result: items };
    if (items.every((item) => item.data.length === 0)) throw badRequest(serverText('Empty query result'));
    return { file: await resultFile(items, context.result_format, await this.fileName(context)) };
  }

  private async items(
    context: QueryContext,
    dataset: ChartDataset,
    caller: Caller | undefined,
    { signal, cacheOnly, receivedAt }: { signal?: AbortSignal; cacheOnly?: boolean; receivedAt: number },
  ): Promise<ChartDataItem[]> {
    const rlsClauses = await this.rls.clausesFor(dataset.entity.id);
    const cacheTimeout = await this.cacheTimeout(context, dataset);
    return Promise.all(
      context.queries.map(async (query) => {
        const resultType = query.result_type ?? context.result_type;
        if (resultType === 'query') {
          const compiled = this.processor.compile(query, dataset, { rlsClauses });
          return { query: compiled.displaySql, language: 'sql' } as unknown as ChartDataItem;
        }
        if (resultType === 'timegrains') return this.timegrains(dataset);
        if (resultType === 'columns') return this.columns(dataset);
        const mode = resultType === 'samples' ? 'samples' : resultType === 'drill_detail' ? 'drill_detail' : undefined;
        const item = await this.processor.process(query, dataset, {
          mode,
          resultType,
          force: context.force,
          receivedAt,
          rlsClauses,
          cacheTimeout,
          signal,
          caller,
          cacheOnly,
        });
        const annotations = await this.annotationLoader.load(
          query.annotation_layers,
          { from: item.from_dttm, to: item.to_dttm, timeRange: query.time_range },
          caller,
          async (saved) => {
            const reply = await this.run(saved, caller, { signal });
            return 'result' in reply ? reply.result : [];
          },
        );
        if (annotations) item.annotation_data = annotations;
        if (resultType === 'post_processed' && hasPivotedExport(context.form_data)) return pivotedExport(item, context.form_data);
        if (resultType !== 'results') return item;
        const { data, colnames, coltypes, rowcount, sql_rowcount } = item;
        return { data, colnames, coltypes, rowcount, sql_rowcount } as ChartDataItem;
      }),
    );
  }

  /** Superset's precedence: the request, then the chart, the dataset, the database, the default. */
  private async cacheTimeout(context: QueryContext, dataset: ChartDataset): Promise<number> {
    if (typeof context.custom_cache_timeout === 'number') return context.custom_cache_timeout;
    const sliceId = Number(context.form_data?.slice_id);
    if (Number.isInteger(sliceId) && sliceId > 0) {
      const chart = await this.charts.findOne({ where: { id: sliceId }, select: { id: true, cacheTimeout: true } });
      if (chart?.cacheTimeout !== null && chart?.cacheTimeout !== undefined) return chart.cacheTimeout;
    }
    return dataset.entity.cacheTimeout ?? dataset.database.cacheTimeout ?? this.config.limits.cacheDefaultTimeoutSeconds;
  }

  private timegrains(dataset: ChartDataset): ChartDataItem {
    const dialect = getDialect(dataset.database.engine);
    const data = Object.entries(TIME_GRAINS)
      .filter(([grain]) => dialect.timeGrainExpression('{col}', grain as keyof typeof TIME_GRAINS) !== null)
      .map(([duration, name]) => ({
        name,
        function: dialect.timeGrainExpression('{col}', duration as keyof typeof TIME_GRAINS),
        duration,
      }));
    return { data } as unknown as ChartDataItem;
  }

  private columns(dataset: ChartDataset): ChartDataItem {
    const data = (dataset.entity.columns ?? []).map((c) => ({ column_name: c.columnName, verbose_name: c.verboseName, dtype: c.type }));
    return { data } as unknown as ChartDataItem;
  }

  private async fileName(context: QueryContext): Promise<string> {
    const sliceId = Number(context.form_data?.slice_id);
    const chart =
      Number.isInteger(sliceId) && sliceId > 0
        ? await this.charts.findOne({ where: { id: sliceId }, select: { id: true, sliceName: true } })
        : null;
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
    const base = (chart?.sliceName ?? 'chart').replace(/[^\w.-]+/g, '_').slice(0, 80);
    return `${base}_${stamp}`;
  }
}

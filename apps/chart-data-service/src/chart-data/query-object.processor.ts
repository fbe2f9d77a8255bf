import type { Caller, ChartDataItem } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import {
  applyPostProcessing,
  compileQuery,
  getXAxisLabel,
  invertTimeShift,
  joinTimeOffsets,
  shiftDate,
  type CompileMode,
  type CompiledQuery,
  type DataFrame,
  type QueryObject,
} from '@tessera/query-engine';
import {
  KV_STORE,
  LOCK_SERVICE,
  SingleFlight,
  MetricsRegistry,
  TESSERA_CONFIG,
  type KeyValueStore,
  type LockService,
  type TesseraConfig,
} from '@tessera/platform';
import { checkSql } from '@tessera/sql-guard';
import { DatabaseConnections } from '../connections/database-connections';
import { CHART_QUERY_TIME_LIMIT_SECONDS, warehouseQueryGuard } from '../connections/warehouse-query-guard';
import { chartDataCacheKey } from './cache-key';
import type { ChartDataset } from './chart-dataset.loader';
import { frameColtypes, toQueryFrame } from './result-frame';

const EXECUTION_TIMEOUT_MS = CHART_QUERY_TIME_LIMIT_SECONDS * 1000;

export interface ProcessOptions {
  /** Undefined lets the compiler choose aggregate or raw from the query. */
  mode?: CompileMode;
  resultType: string;
  force: boolean;
  /** When the request arrived (epoch ms): a forced query may share a computation that started after it. */
  receivedAt?: number;
  rlsClauses: string[];
  cacheTimeout: number;
  signal?: AbortSignal;
  caller: Caller | undefined;
  /** Answer only from the cache; a miss throws {@link CacheMiss} (async queries queue a job instead). */
  cacheOnly?: boolean;
}

/** The result is not cached yet. */
export class CacheMiss extends Error {}

interface CachedResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  sqlRowcount: number;
  cachedAt: string;
}

/**
 * One query object end to end: compile for the dataset's engine, run it (once for concurrent
 * identical requests, from cache when possible), join time-offset queries, post-process.
 */
@Injectable()
export class QueryObjectProcessor {
  private readonly flights: SingleFlight;

  constructor(
    private readonly connections: DatabaseConnections,
    @Inject(KV_STORE) private readonly store: KeyValueStore,
    @Inject(LOCK_SERVICE) locks: LockService,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    private readonly metrics: MetricsRegistry,
  ) {
    this.flights = new SingleFlight(this.store, locks);
  }

  compile(query: QueryObject, dataset: ChartDataset, options: Pick<ProcessOptions, 'mode' | 'rlsClauses'>): CompiledQuery {
    return compileQuery(query, dataset.definition, {
      now: new Date(),
      rlsClauses: options.rlsClauses,
      rowLimitCap: this.config.limits.sqlMaxRow,
      defaultRowLimit: this.config.limits.rowLimit,
      samplesRowLimit: this.config.limits.samplesRowLimit,
      mode: options.mode,
    });
  }

  async process(query: QueryObject, dataset: ChartDataset, options: ProcessOptions): Promise<ChartDataItem> {
    const compiled = this.compile(query, dataset, options);
    const offsets = query.time_offsets.map((offset) => ({
      offset,
      compiled: this.compile({ ...query, time_shift: offset, time_offsets: [] }, dataset, options),
    }));
    const cacheKey = chartDataCacheKey({
      databaseId: dataset.database.id,
      datasetVersion: dataset.entity.version,
      sql: compiled.sql,
      params: compiled.params,
      offsets: offsets.map((o) => ({ offset: o.offset, sql: o.compiled.sql, params: o.compiled.params })),
      postProcessing: query.post_processing,
      resultType: options.resultType,
    });
    if (options.cacheOnly && (options.force || (await this.store.get(`chart-data:${cacheKey}`)) === null)) throw new CacheMiss(cacheKey);
    const { value, cached, joined } = await this.flights.run(
      `chart-data:${cacheKey}`,
      (signal) => this.run(query, dataset, compiled, offsets, signal),
      {
        ttlSeconds: options.cacheTimeout,
        lockTtlMs: 5_000,
        waitTimeoutMs: EXECUTION_TIMEOUT_MS + 20_000,
        signal: options.signal,
        bypassCache: options.force,
        freshSince: options.receivedAt,
      },
    );
    this.observeCache(cached && !joined, value, joined);
    const result = JSON.parse(value) as CachedResult;
    return {
      cache_key: cacheKey,
      cached_dttm: cached ? result.cachedAt : null,
      cache_timeout: options.cacheTimeout,
      applied_filters: compiled.appliedFilters,
      rejected_filters: compiled.rejectedFilters,
      annotation_data: [],
      applied_template_filters: [],
      error: null,
      is_cached: cached,
      // Embedded-dashboard guests never see the SQL (Superset leaves `query` out for them).
      ...(options.caller?.guestScope ? {} : { query: compiled.displaySql }),
      status: 'success',
      stacktrace: null,
      rowcount: result.data.length,
      sql_rowcount: result.sqlRowcount,
      from_dttm: compiled.fromDttm,
      to_dttm: compiled.toDttm,
      colnames: result.colnames,
      coltypes: result.coltypes,
      data: result.data,
      result_format: 'json',
      label_map: Object.fromEntries(result.colnames.map((name) => [name, [name]])),
    };
  }

  /** A hit read `value` from the shared cache; a miss this call computed wrote it; a joined call shared another's. */
  private observeCache(hit: boolean, value: string, joined: 'process' | 'replica' | undefined): void {
    this.metrics.chartDataCache.inc({ outcome: hit ? 'hit' : 'miss' });
    if (joined) this.metrics.singleFlightJoins.inc({ scope: joined });
    else this.metrics.chartDataCacheBytes.inc({ outcome: hit ? 'hit' : 'miss' }, Buffer.byteLength(value));
  }

  private async run(
    query: QueryObject,
    dataset: ChartDataset,
    compiled: CompiledQuery,
    offsets: { offset: string; compiled: CompiledQuery }[],
    signal: AbortSignal,
  ): Promise<string> {
    const engine = this.connections.forDatabase(dataset.database);
    const guard = warehouseQueryGuard(dataset.database);
    const execute = async (sql: CompiledQuery) => {
      // The compiled SQL holds adhoc SQL, virtual dataset SQL and RLS clauses: the guard reads it whole, once per miss.
      await checkSql(sql.sql, guard);
      return toQueryFrame(await engine.execute(sql.sql, sql.params, { signal, timeoutMs: EXECUTION_TIMEOUT_MS }), sql.columns);
    };
    const main = await execute(compiled);
    let frame: DataFrame = main.frame;
    if (offsets.length > 0) frame = await this.joinOffsets(query, compiled, offsets, frame, execute);
    const processed = applyPostProcessing(frame, query.post_processing);
    const coltypes = processed === main.frame ? main.coltypes : frameColtypes(processed);
    const payload: CachedResult = {
      colnames: [...processed.columns],
      coltypes,
      data: processed.rows as Record<string, unknown>[],
      sqlRowcount: main.sqlRowcount,
      cachedAt: new Date().toISOString(),
    };
    return JSON.stringify(payload);
  }

  private async joinOffsets(
    query: QueryObject,
    compiled: CompiledQuery,
    offsets: { offset: string; compiled: CompiledQuery }[],
    frame: DataFrame,
    execute: (sql: CompiledQuery) => Promise<{ frame: DataFrame }>,
  ): Promise<DataFrame> {
    const timeColumn = getXAxisLabel(query.columns) ?? compiled.columns[0];
    const metrics = new Set(compiled.metricLabels);
    const joinKeys = compiled.columns.filter((column) => column !== timeColumn && !metrics.has(column));
    const frames = await Promise.all(offsets.map(async (o) => ({ offset: o.offset, frame: (await execute(o.compiled)).frame })));
    return joinTimeOffsets(frame, frames, {
      timeColumn,
      joinKeys,
      shift: (offset, epochMs) => shiftDate(new Date(epochMs), invertTimeShift(offset)).getTime(),
    });
  }
}

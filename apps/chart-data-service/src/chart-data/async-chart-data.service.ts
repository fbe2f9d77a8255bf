import { randomUUID } from 'node:crypto';
import { ChartDataJobs, notFound, TesseraError, ErrorCode, type Caller, type ChartDataItem, type ChartDataReply } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import {
  BusClient,
  KV_STORE,
  PLATFORM_RUNTIME,
  toErrorPayload,
  type KeyValueStore,
  type PlatformRuntime,
  serverText,
} from '@tessera/platform';
import { ChartDataService } from './chart-data.service';
import { CacheMiss } from './query-object.processor';

const RESULT_TTL_SECONDS = 24 * 3600;

interface StoredResult {
  userId: number | null;
  result: ChartDataItem[];
}

/**
 * Global async queries: a cache hit answers at once; a miss queues a durable job that any
 * chart-data worker runs, caches the result for its `result_url` and tells the caller's channel.
 */
@Injectable()
export class AsyncChartDataService {
  constructor(
    private readonly chartData: ChartDataService,
    private readonly bus: BusClient,
    @Inject(KV_STORE) private readonly store: KeyValueStore,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  async submit(context: Record<string, unknown>, channel: string, caller: Caller | undefined): Promise<ChartDataReply> {
    try {
      return await this.chartData.run(context, caller, { cacheOnly: true });
    } catch (error) {
      if (!(error instanceof CacheMiss)) throw error;
    }
    const jobId = randomUUID();
    await this.bus.enqueue(ChartDataJobs, { jobId, channel, context }, { jobId });
    const userId = caller?.userId ?? null;
    return {
      job: {
        channel_id: channel,
        job_id: jobId,
        user_id: userId === null ? null : String(userId),
        status: 'pending',
        errors: [],
        result_url: null,
      },
    };
  }

  /** Runs a queued job; a redelivered job that already reported stays silent, so the client gets one event. */
  async runJob(jobId: string, channel: string, context: Record<string, unknown>, caller: Caller | undefined): Promise<void> {
    const userId = caller?.userId ?? null;
    const event = { channel_id: channel, job_id: jobId, user_id: userId === null ? null : String(userId) };
    let outcome: Record<string, unknown>;
    try {
      const reply = await this.chartData.run(context, caller);
      const result = 'result' in reply ? reply.result : [];
      const key = `qc-${jobId}`;
      await this.store.set(`chart-data-result:${key}`, JSON.stringify({ userId, result } satisfies StoredResult), RESULT_TTL_SECONDS);
      outcome = { ...event, status: 'done', errors: [], result_url: `/api/v1/chart/data/${key}` };
    } catch (error) {
      const payload = toErrorPayload(error);
      if (payload.code === ErrorCode.INTERNAL || payload.code === ErrorCode.UNAVAILABLE) throw error;
      outcome = {
        ...event,
        status: 'error',
        errors: [{ message: payload.message, error_type: payload.errorType ?? null }],
        result_url: null,
      };
    }
    if (await this.store.setIfAbsent(`chart-data-job-reported:${jobId}`, '1', RESULT_TTL_SECONDS)) {
      await this.runtime.events.append(channel, outcome);
    }
  }

  async cached(cacheKey: string, caller: Caller | undefined): Promise<{ result: ChartDataItem[] }> {
    const stored = await this.store.get(`chart-data-result:${cacheKey}`);
    if (stored === null) throw notFound(serverText('The cached result has expired or does not exist'));
    const { userId, result } = JSON.parse(stored) as StoredResult;
    if (userId !== (caller?.userId ?? null)) throw new TesseraError(ErrorCode.FORBIDDEN, serverText('This result belongs to another user'));
    return { result };
  }
}

import { DatabaseConnectionInfoLookup, type Caller, type DatabaseConnectionInfo } from '@tessera/contracts';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  allowsFileAccess,
  connectionsPerDatabase,
  observeQueries,
  openDatabase,
  type EngineDatabase,
  type QueryObserver,
} from '@tessera/engines';
import { BusClient, MetricsRegistry, SERVICE_NAME, TESSERA_CONFIG, WAREHOUSE_QUERY_OBSERVER, type TesseraConfig } from '@tessera/platform';
import { uriWithDefaultSchema } from './schema-uri';

interface Pool {
  name: string;
  uri: string;
  size: number;
  fileAccess: boolean;
  database: EngineDatabase;
}

/**
 * The databases SQL editor queries run on. Connection details come from the chart-data service,
 * which owns databases and checks the caller's access, on every run; pools are kept per database
 * and default schema, and replaced when the URI (password included), the pool size or file access changes.
 */
@Injectable()
export class SqlDatabases implements OnModuleDestroy {
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    @Inject(WAREHOUSE_QUERY_OBSERVER) private readonly observer: QueryObserver,
    metrics: MetricsRegistry,
    @Inject(SERVICE_NAME) service: string,
  ) {
    metrics.collected.watchWarehousePools(service, () =>
      [...this.pools.values()].map((pool) => ({ database: pool.name, stats: pool.database.poolStats?.() })),
    );
  }

  /** NOT_FOUND for an unknown database, FORBIDDEN when the caller has no access to it. */
  connectionInfo(id: number, caller: Caller | undefined): Promise<DatabaseConnectionInfo> {
    return this.bus.request(DatabaseConnectionInfoLookup, { id }, { caller });
  }

  /** A pool whose connections resolve unqualified names in `schema` (the editor's schema picker). */
  pool(info: DatabaseConnectionInfo, schema?: string | null): EngineDatabase {
    const key = `${info.id}|${schema ?? ''}`;
    const uri = uriWithDefaultSchema(info.uri, info.engine, schema);
    const size = connectionsPerDatabase(info.extra);
    const fileAccess = allowsFileAccess(info.extra);
    const existing = this.pools.get(key);
    if (existing && existing.uri === uri && existing.size === size && existing.fileAccess === fileAccess) return existing.database;
    // A pool ends once its checked-out connections are back, so a query still running on it finishes.
    if (existing) void existing.database.close().catch(() => undefined);
    const opened = openDatabase({
      engine: info.engine,
      uri,
      poolSize: size,
      queryTimeoutMs: this.config.limits.sqllabAsyncTimeLimitSeconds * 1000,
      allowFileAccess: fileAccess,
      memoryLimit: this.config.limits.duckdbMemoryLimit,
    });
    const database = observeQueries(opened, info.database_name, this.observer);
    this.pools.set(key, { name: info.database_name, uri, size, fileAccess, database });
    return database;
  }

  async onModuleDestroy(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.database.close().catch(() => undefined)));
  }
}

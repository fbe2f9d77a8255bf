import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  allowsFileAccess,
  connectionsPerDatabase,
  observeQueries,
  openDatabase,
  type EngineDatabase,
  type OpenDatabaseConfig,
  type QueryObserver,
} from '@tessera/engines';
import { MetricsRegistry, SecretBox, SERVICE_NAME, TESSERA_CONFIG, WAREHOUSE_QUERY_OBSERVER, type TesseraConfig } from '@tessera/platform';
import type { DatabaseEntity } from './database.entity';
import { parsedExtra } from './database-extra';
import { withPassword } from './database-uri';

interface Pool {
  version: number;
  name: string;
  database: EngineDatabase;
}

/**
 * One connection pool per database, opened on first use and replaced when the database's settings
 * change (its `changed_on` moves). Passwords are decrypted only here, to connect.
 */
@Injectable()
export class DatabaseConnections implements OnModuleDestroy {
  private readonly pools = new Map<number, Pool>();
  readonly secrets: SecretBox;

  constructor(
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    @Inject(WAREHOUSE_QUERY_OBSERVER) private readonly observer: QueryObserver,
    metrics: MetricsRegistry,
    @Inject(SERVICE_NAME) service: string,
  ) {
    this.secrets = new SecretBox(config.secretKey, 'database-password');
    metrics.collected.watchWarehousePools(service, () =>
      [...this.pools.values()].map((pool) => ({ database: pool.name, stats: pool.database.poolStats?.() })),
    );
  }

  /** The URI with the real password, for connecting. */
  connectionUri(entity: DatabaseEntity): string {
    return withPassword(entity.sqlalchemyUri, entity.encryptedPassword ? this.secrets.decrypt(entity.encryptedPassword) : null);
  }

  /**
   * How a database with this `extra` opens, beyond its URI: DuckDB file access (off unless the
   * administrator opted in) and the memory cap. Tests of a connection open it the same way, because
   * DuckDB refuses to open a file twice in one process with different settings.
   */
  openSettings(extra: Record<string, unknown>): Pick<OpenDatabaseConfig, 'allowFileAccess' | 'memoryLimit'> {
    return { allowFileAccess: allowsFileAccess(extra), memoryLimit: this.config.limits.duckdbMemoryLimit };
  }

  forDatabase(entity: DatabaseEntity): EngineDatabase {
    const version = entity.changedOn.getTime();
    const existing = this.pools.get(entity.id);
    if (existing && existing.version === version) return existing.database;
    if (existing) void existing.database.close().catch(() => undefined);
    const opened = openDatabase({
      engine: entity.engine,
      uri: this.connectionUri(entity),
      poolSize: connectionsPerDatabase(parsedExtra(entity.extra)),
      queryTimeoutMs: this.config.limits.sqllabAsyncTimeLimitSeconds * 1000,
      ...this.openSettings(parsedExtra(entity.extra)),
    });
    const database = observeQueries(opened, entity.databaseName, this.observer);
    this.pools.set(entity.id, { version, name: entity.databaseName, database });
    return database;
  }

  /** Closes a database's pool (after an update or a delete). */
  async close(id: number): Promise<void> {
    const pool = this.pools.get(id);
    this.pools.delete(id);
    await pool?.database.close().catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pools.keys()].map((id) => this.close(id)));
  }
}

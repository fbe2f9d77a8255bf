import type { INestApplicationContext, Type } from '@nestjs/common';
import type { DataSourceOptions } from 'typeorm';

/** Everything needed to run one service, in its own process or inside the embedded one. */
export interface ServiceDefinition {
  /** `charts`, `dashboards`, `sql`…: queue group, log and metric label. */
  name: string;
  /** The PostgreSQL schema the service owns. */
  schema: string;
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  /** The service's feature module (imports its aggregate modules). */
  module: Type<unknown>;
  /** Runs after migrations and before the service takes messages (seed data, recover jobs). */
  onStart?(app: INestApplicationContext): Promise<void>;
}

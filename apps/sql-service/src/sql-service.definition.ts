import type { ServiceDefinition } from '@tessera/platform';
import { SqlServiceModule } from './sql-service.module';

/** The SQL service: runs in its own process in cluster mode and inside the embedded process otherwise. */
export const sqlServiceDefinition: ServiceDefinition = {
  name: 'sql',
  schema: 'sql',
  entities: [],
  migrations: [],
  module: SqlServiceModule,
};

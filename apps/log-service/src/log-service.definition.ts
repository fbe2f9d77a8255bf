import type { ServiceDefinition } from '@tessera/platform';
import { LogServiceModule } from './log-service.module';
import { LogEntity } from './logs/log.entity';
import { CreateLogTable1790000000300 } from './migrations/1790000000300-create-log-table';

/** The log service: runs in its own process in cluster mode and inside the embedded process otherwise. */
export const logServiceDefinition: ServiceDefinition = {
  name: 'logs',
  schema: 'logs',
  entities: [LogEntity],
  migrations: [CreateLogTable1790000000300],
  module: LogServiceModule,
};

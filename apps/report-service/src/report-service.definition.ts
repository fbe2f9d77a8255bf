import type { ServiceDefinition } from '@tessera/platform';
import { ReportServiceModule } from './report-service.module';

/** The report service: runs in its own process in cluster mode and inside the embedded process otherwise. */
export const reportServiceDefinition: ServiceDefinition = {
  name: 'reports',
  schema: 'reports',
  entities: [],
  migrations: [],
  module: ReportServiceModule,
};

import { chartDataServiceDefinition } from '@tessera/chart-data-service';
import { dashboardServiceDefinition } from '@tessera/dashboard-service';
import { logServiceDefinition } from '@tessera/log-service';
import { reportServiceDefinition } from '@tessera/report-service';
import { sqlServiceDefinition } from '@tessera/sql-service';
import { tagServiceDefinition } from '@tessera/tag-service';
import type { ServiceDefinition } from '@tessera/platform';

/** Every service the embedded process runs, in start order. */
export const SERVICE_DEFINITIONS: ServiceDefinition[] = [
  tagServiceDefinition,
  logServiceDefinition,
  chartDataServiceDefinition,
  dashboardServiceDefinition,
  sqlServiceDefinition,
  reportServiceDefinition,
];

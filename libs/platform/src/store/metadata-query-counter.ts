import type { Logger } from 'typeorm';
import type { MetricsRegistry } from '../metrics/metrics-registry';

/**
 * A TypeORM logger that writes nothing and counts every statement a service sends to the metadata
 * store (`tessera_metadata_queries_total`): how operators, and the tests, see that a hot path
 * touches the store or not.
 */
export class MetadataQueryCounter implements Logger {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly service: string,
  ) {}

  logQuery(): void {
    this.metrics.metadataQueries.inc({ service: this.service });
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

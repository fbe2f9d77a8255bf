import { IsInt, Min } from 'class-validator';
import { defineEvent, defineRequest } from '../bus/descriptor';

export class DatabaseConnectionInfoRequest {
  @IsInt()
  @Min(1)
  id!: number;
}

/**
 * How to reach one database and what it allows, for services that run SQL on it without reading the
 * chart-data service's tables. `uri` carries the decrypted password: never send it past a service.
 */
export interface DatabaseConnectionInfo {
  id: number;
  database_name: string;
  /** Engine name as `openDatabase` takes it (`postgresql`, `mysql`, `duckdb`). */
  engine: string;
  /** Superset's `backend` (the URI's dialect). */
  backend: string;
  uri: string;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  expose_in_sqllab: boolean;
  force_ctas_schema: string | null;
  cache_timeout: number | null;
  /** The database's `extra` JSON, parsed. */
  extra: Record<string, unknown>;
}

/** Answered by the chart-data service, which owns databases; NOT_FOUND for an unknown id. */
export const DatabaseConnectionInfoLookup = defineRequest<DatabaseConnectionInfoRequest, DatabaseConnectionInfo>(
  'charts.database.connection-info',
  DatabaseConnectionInfoRequest,
  null,
  { timeoutMs: 10_000 },
);

export class DatabaseChangedEvent {
  @IsInt()
  @Min(1)
  id!: number;
}

/** Emitted by the chart-data service after a database was updated or deleted, so pools and caches of it go. */
export const DatabaseChanged = defineEvent('evt.charts.database-changed', DatabaseChangedEvent);

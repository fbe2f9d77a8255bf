import { Injectable } from '@nestjs/common';
import { SqlQueries } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { AlertRows } from './alert-condition';

/** Seconds an alert's query may run before it is an error. */
const ALERT_QUERY_TIMEOUT_MS = 120_000;

/**
 * Runs an alert's SQL through the SQL service, for the caller of the current context (the alert's
 * owner): the SQL guard, the owner's grants and the database's rules apply as in the SQL editor.
 */
@Injectable()
export class AlertQuery {
  constructor(private readonly bus: BusClient) {}

  async run(databaseId: number, sql: string): Promise<AlertRows> {
    const reply = await this.bus.request(
      SqlQueries.execute,
      { database_id: databaseId, sql, runAsync: false },
      { timeoutMs: ALERT_QUERY_TIMEOUT_MS },
    );
    if (!('data' in reply)) throw new Error('The alert query was queued instead of run: the database runs every query asynchronously');
    if (reply.status !== 'success')
      throw new Error(`The alert query ended as ${reply.status}: ${reply.query.errorMessage ?? 'no message'}`);
    return { columns: reply.columns.map((column) => column.column_name), rows: reply.data };
  }
}

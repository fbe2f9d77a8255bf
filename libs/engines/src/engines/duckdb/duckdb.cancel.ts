import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * How to stop the statement running on `connection`. DuckDB interrupts per connection, which is why
 * every statement gets a connection of its own: the interrupt can never hit another caller's query.
 */
export function duckdbCanceller(connection: DuckDBConnection): () => Promise<void> {
  return async () => connection.interrupt();
}

import type { EngineDatabase } from '@tessera/engines';

import type { ExampleRow, ExampleTable } from '../tables/example-table.types';

/** Called as rows go in; `rows` counts what has been written so far. */
export type RowsWritten = (rows: number) => void;

/** Replaces one table in a database with the given rows and returns how many were loaded. */
export type TableLoader = (
  database: EngineDatabase,
  table: ExampleTable,
  rows: Iterable<ExampleRow>,
  progress: RowsWritten,
) => Promise<number>;

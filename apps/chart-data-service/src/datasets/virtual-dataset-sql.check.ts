import { ErrorCode, TesseraError } from '@tessera/contracts';
import { validateVirtualDatasetSql, type EngineName } from '@tessera/query-engine';
import { checkSql } from '@tessera/sql-guard';
import type { DatabaseEntity } from '../connections/database.entity';
import { warehouseQueryGuard } from '../connections/warehouse-query-guard';

/**
 * The SQL of a virtual dataset, checked when it is saved: one read-only query the SQL guard lets
 * run on this database. A refusal is a bad request with the guard's message and error type, as
 * the other checks of the dataset's fields answer (the same SQL run later is refused as forbidden).
 */
export async function checkVirtualDatasetSql(sql: string, database: DatabaseEntity): Promise<void> {
  const query = validateVirtualDatasetSql(sql, database.engine as EngineName);
  try {
    await checkSql(query, warehouseQueryGuard(database));
  } catch (error) {
    if (!(error instanceof TesseraError)) throw error;
    throw new TesseraError(ErrorCode.BAD_REQUEST, error.message, { errorType: error.explicitErrorType, extra: error.extra });
  }
}

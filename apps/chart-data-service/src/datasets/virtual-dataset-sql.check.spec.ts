import { ErrorCode, SupersetErrorType } from '@tessera/contracts';
import type { DatabaseEntity } from '../connections/database.entity';
import { checkVirtualDatasetSql } from './virtual-dataset-sql.check';

const database = (engine: string, extra: Record<string, unknown> = {}) => ({ engine, extra: JSON.stringify(extra) }) as DatabaseEntity;

describe('checkVirtualDatasetSql', () => {
  it('accepts one read-only query', async () => {
    await expect(
      checkVirtualDatasetSql('WITH b AS (SELECT * FROM births) SELECT name FROM b -- boys', database('postgresql')),
    ).resolves.toBeUndefined();
  });

  it("refuses host access and SQL from strings as a bad request, with the guard's message", async () => {
    await expect(checkVirtualDatasetSql("SELECT content FROM read_text('/srv/data/secret.key')", database('duckdb'))).rejects.toMatchObject(
      {
        code: ErrorCode.BAD_REQUEST,
        errorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR,
        message: 'The function read_text is not allowed in SQL Lab queries.',
      },
    );
    await expect(
      checkVirtualDatasetSql("SELECT query_to_xml('select * from salaries', true, false, '')", database('postgresql')),
    ).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      errorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR,
    });
  });

  it('refuses writes and scripts', async () => {
    await expect(
      checkVirtualDatasetSql('WITH d AS (DELETE FROM births RETURNING *) SELECT * FROM d', database('postgresql')),
    ).rejects.toMatchObject({ code: ErrorCode.BAD_REQUEST });
    await expect(checkVirtualDatasetSql('SELECT 1; SELECT 2', database('postgresql'))).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
    });
  });

  it('lets a DuckDB database an administrator opted in read files', async () => {
    await expect(
      checkVirtualDatasetSql("SELECT * FROM read_csv_auto('/srv/data/fruit.csv')", database('duckdb', { allow_file_access: true })),
    ).resolves.toBeUndefined();
  });
});

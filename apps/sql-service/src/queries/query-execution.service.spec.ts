import { ErrorCode, JOBS_SQL, SupersetErrorType, type Caller, type DatabaseConnectionInfo } from '@tessera/contracts';
import { loadConfig, TESSERA_CONFIG, UserDirectoryClient } from '@tessera/platform';
import { newServiceTest } from '@tessera/platform/testing';
import { SqlDatabases } from '../databases/sql-databases';
import { QueryEntity } from './query.entity';
import { QueryExecutionService } from './query-execution.service';
import { QueryRunnerService } from './query-runner.service';

const alice: Caller = { userId: 1, username: 'alice', roles: ['Alpha'] } as Caller;
const bob: Caller = { userId: 2, username: 'bob', roles: ['Alpha'] } as Caller;

const database = (overrides: Partial<DatabaseConnectionInfo> = {}): DatabaseConnectionInfo => ({
  id: 3,
  database_name: 'warehouse',
  engine: 'postgresql',
  backend: 'postgresql',
  uri: 'postgresql://warehouse',
  allow_dml: false,
  allow_run_async: true,
  allow_ctas: false,
  allow_cvas: false,
  expose_in_sqllab: true,
  force_ctas_schema: null,
  cache_timeout: null,
  extra: {},
  ...overrides,
});

function setup(info = database()) {
  const test = newServiceTest(QueryExecutionService, new Map([[TESSERA_CONFIG, loadConfig()]]));
  const queries = test.repository(QueryEntity);
  const rows = new Map<number, QueryEntity>();
  // The insert keyed by client id: a second insert of the same id is ignored, as the unique index does.
  queries.createQueryBuilder.mockImplementation(() => {
    let values: Partial<QueryEntity> = {};
    const builder = {
      insert: () => builder,
      values: (given: Partial<QueryEntity>) => ((values = given), builder),
      orIgnore: () => builder,
      returning: () => builder,
      execute: async () => {
        if ([...rows.values()].some((row) => row.clientId === values.clientId)) return { raw: [] };
        const id = rows.size + 1;
        rows.set(id, Object.assign(new QueryEntity(), { ...values, id, changedOn: new Date(0) }));
        return { raw: [{ id }] };
      },
    };
    return builder as never;
  });
  const find = async (where: Partial<QueryEntity>) =>
    [...rows.values()].find((row) => Object.entries(where).every(([k, v]) => row[k as keyof QueryEntity] === v)) ?? null;
  queries.findOneBy.mockImplementation(find as never);
  queries.findOneByOrFail.mockImplementation(
    (async (where: Partial<QueryEntity>) => (await find(where)) ?? Promise.reject(new Error('missing'))) as never,
  );
  queries.update.mockImplementation((async ({ id }: { id: number }, fields: Partial<QueryEntity>) =>
    Object.assign(rows.get(id)!, fields)) as never);
  test.mock(SqlDatabases).connectionInfo.mockResolvedValue(info);
  const runner = test.mock(QueryRunnerService);
  test.mock(UserDirectoryClient).describe.mockResolvedValue(new Map());
  runner.recordFailure.mockImplementation(async (query) => Object.assign(query, { status: 'failed' }));
  runner.run.mockImplementation(async (query) => ({ query: Object.assign(query, { status: 'success', resultsKey: null }), error: null }));
  return { ...test, queries, rows, runner };
}

describe('QueryExecutionService', () => {
  it('queues an async run under its client id so a repeated enqueue is stored once', async () => {
    const { sut, bus, rows, runner } = setup();
    const reply = await sut.execute(
      { database_id: 3, sql: 'SELECT 1', client_id: 'abc', runAsync: true, asyncChannel: 'ch' } as never,
      alice,
    );
    expect(reply).toMatchObject({ queued: true });
    expect(bus.jobs).toEqual([{ subject: JOBS_SQL.subject, payload: { clientId: 'abc', channel: 'ch' }, caller: alice }]);
    expect(rows.get(1)).toMatchObject({ status: 'pending', userId: 1, executedSql: expect.stringContaining('SELECT 1') });
    expect(runner.run).not.toHaveBeenCalled();
  });

  it('runs at once when the database does not allow async runs, whatever the editor asked', async () => {
    const { sut, bus, runner } = setup(database({ allow_run_async: false }));
    await sut.execute({ database_id: 3, sql: 'SELECT 1', client_id: 'abc', runAsync: true } as never, alice);
    expect(bus.jobs).toEqual([]);
    expect(runner.run).toHaveBeenCalledTimes(1);
  });

  it('answers a repeated client id with the earlier run instead of running again, only to its author', async () => {
    const { sut, runner } = setup(database({ allow_run_async: false }));
    await sut.execute({ database_id: 3, sql: 'SELECT 1', client_id: 'abc' } as never, alice);
    await sut.execute({ database_id: 3, sql: 'SELECT 1', client_id: 'abc' } as never, alice);
    expect(runner.run).toHaveBeenCalledTimes(1);
    const other = await sut.execute({ database_id: 3, sql: 'SELECT 1', client_id: 'abc' } as never, bob).catch((e) => e);
    expect(other).toMatchObject({ code: ErrorCode.CONFLICT, message: 'A query with client id abc already exists' });
  });

  it('refuses DML where the database forbids it and records the failure on the query', async () => {
    const { sut, rows, runner } = setup();
    const error = await sut.execute({ database_id: 3, sql: 'DELETE FROM sales', client_id: 'dml' } as never, alice).catch((e) => e);
    expect(error.errorType).toBe(SupersetErrorType.DML_NOT_ALLOWED_ERROR);
    expect(runner.recordFailure).toHaveBeenCalledWith(rows.get(1), error);
    expect(runner.run).not.toHaveBeenCalled();
  });

  it('refuses CREATE TABLE AS on a database that does not allow it', async () => {
    const { sut, runner } = setup();
    const error = await sut
      .execute({ database_id: 3, sql: 'SELECT 1', client_id: 'ctas', select_as_cta: true } as never, alice)
      .catch((e) => e);
    expect(error).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: 'CREATE TABLE AS is not allowed on this database.' });
    // Not issue 1023 ('doesn't have a SELECT statement at the end'): the query is fine, the database says no.
    expect(error.errorType).toBe(SupersetErrorType.GENERIC_COMMAND_ERROR);
    expect(runner.run).not.toHaveBeenCalled();
  });

  it('names the CTAS table after the user and the client id, in the forced schema', async () => {
    const { sut, rows } = setup(database({ allow_ctas: true, allow_run_async: false, force_ctas_schema: 'scratch' }));
    await sut.execute({ database_id: 3, sql: 'SELECT 1', client_id: 'Ab-9', select_as_cta: true, schema: 'public' } as never, alice);
    expect(rows.get(1)).toMatchObject({ tmpTableName: 'tmp_1_table_ab9', tmpSchemaName: 'scratch', selectAsCta: true });
  });
});

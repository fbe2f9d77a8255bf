import { hostname } from 'node:os';
import type { Caller, DatabaseConnectionInfo } from '@tessera/contracts';
import type { PlatformRuntime, TesseraConfig } from '@tessera/platform';
import type { Repository } from 'typeorm';
import type { SqlDatabases } from '../databases/sql-databases';
import type { QueryEntity } from './query.entity';
import type { QueryExecutionService } from './query-execution.service';
import type { QueryRunnerService } from './query-runner.service';
import { QueryWorkerService } from './query-worker.service';

const caller: Caller = { userId: 7, username: 'ann', roles: [] };

function queryRow(overrides: Partial<QueryEntity>): QueryEntity {
  return {
    id: 1,
    clientId: 'abc',
    databaseId: 3,
    status: 'pending',
    errorMessage: null,
    resultsKey: null,
    extraJson: '{}',
    ...overrides,
  } as QueryEntity;
}

function setup(row: QueryEntity | null, claimed = 1) {
  const finished = queryRow({ status: 'success', resultsKey: 'key-1' });
  const queries = { findOneBy: jest.fn().mockResolvedValue(row), update: jest.fn().mockResolvedValue({ affected: claimed }) };
  const runner = {
    run: jest.fn().mockResolvedValue({ query: finished, error: null }),
    recordFailure: jest
      .fn()
      .mockImplementation(async (query: QueryEntity, error: Error) => ({ ...query, status: 'failed', errorMessage: error.message })),
  };
  const databases = {
    connectionInfo: jest.fn().mockResolvedValue({ id: 3 } as DatabaseConnectionInfo),
    pool: jest.fn().mockReturnValue({}),
  };
  const execution = { prepare: jest.fn().mockReturnValue({ statements: [], executedSql: '', limit: 10 }) };
  const events = { append: jest.fn().mockResolvedValue(undefined) };
  const config = { limits: { sqllabAsyncTimeLimitSeconds: 60 } } as TesseraConfig;
  const sut = new QueryWorkerService(
    queries as unknown as Repository<QueryEntity>,
    execution as unknown as QueryExecutionService,
    runner as unknown as QueryRunnerService,
    databases as unknown as SqlDatabases,
    config,
    { events } as unknown as PlatformRuntime,
  );
  return { sut, queries, runner, events, databases };
}

describe('QueryWorkerService', () => {
  it('claims a pending query, runs it and reports the outcome on the channel', async () => {
    const { sut, queries, runner, events } = setup(queryRow({}));
    await sut.runJob({ clientId: 'abc', channel: 'ch-1' }, caller, 1);
    expect(queries.update).toHaveBeenCalledWith(
      { id: 1, status: 'pending' },
      expect.objectContaining({ status: 'running', extraJson: JSON.stringify({ worker: `${hostname()}:${process.pid}` }) }),
    );
    expect(runner.run).toHaveBeenCalledTimes(1);
    expect(events.append).toHaveBeenCalledWith(
      'ch-1',
      expect.objectContaining({ job_id: 'abc', status: 'done', user_id: '7', result_url: expect.stringContaining('key-1') }),
    );
  });

  it('leaves a query another worker claimed, or one that was stopped, alone', async () => {
    const taken = setup(queryRow({}), 0);
    await taken.sut.runJob({ clientId: 'abc', channel: 'ch-1' }, caller, 1);
    expect(taken.runner.run).not.toHaveBeenCalled();
    const stopped = setup(queryRow({ status: 'stopped' }), 0);
    await stopped.sut.runJob({ clientId: 'abc', channel: '' }, caller, 2);
    expect(stopped.runner.run).not.toHaveBeenCalled();
    expect(stopped.runner.recordFailure).not.toHaveBeenCalled();
  });

  it('runs a redelivered job whose query never started (its worker died before claiming it)', async () => {
    const { sut, queries, runner } = setup(queryRow({ status: 'pending' }));
    await sut.runJob({ clientId: 'abc', channel: '' }, caller, 2);
    expect(queries.update).toHaveBeenCalledWith({ id: 1, status: 'pending' }, expect.objectContaining({ status: 'running' }));
    expect(runner.run).toHaveBeenCalledTimes(1);
    expect(runner.recordFailure).not.toHaveBeenCalled();
  });

  it('fails a redelivered job whose query had started instead of running it twice', async () => {
    const { sut, runner, events } = setup(queryRow({ status: 'running' }));
    await sut.runJob({ clientId: 'abc', channel: 'ch-1' }, caller, 2);
    expect(runner.run).not.toHaveBeenCalled();
    expect(runner.recordFailure).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1 }),
      expect.objectContaining({ message: expect.stringContaining('worker') }),
    );
    expect(events.append).toHaveBeenCalledWith('ch-1', expect.objectContaining({ status: 'error', state: 'failed' }));
  });

  it('records a failure when the database cannot be reached', async () => {
    const { sut, runner, databases } = setup(queryRow({}));
    const lookupFailure = new Error('database gone');
    databases.connectionInfo.mockRejectedValue(lookupFailure);
    await sut.runJob({ clientId: 'abc', channel: '' }, caller, 1);
    expect(runner.recordFailure).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), lookupFailure);
  });
});

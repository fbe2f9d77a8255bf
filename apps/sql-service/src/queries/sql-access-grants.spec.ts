import type { Caller } from '@tessera/contracts';
import { grantedDatasetIds, tablesWithoutDatasetGrant } from './sql-access-grants';

const callerWith = (...accessPermissions: string[]): Caller => ({ userId: 2, username: 'bob', roles: ['sql_lab'], accessPermissions });

describe('grantedDatasetIds', () => {
  it('reads the ids of datasource_access views, whatever database name they carry', () => {
    const caller = callerWith(
      'datasource_access|[warehouse].[sales](id:7)',
      'datasource_access|[old name].[regions](id:9)',
      'database_access|[warehouse].(id:3)',
      'schema_access|[warehouse].[hr]',
      'datasource_access|[warehouse].[broken]',
    );
    expect([...grantedDatasetIds(caller)].sort()).toEqual([7, 9]);
    expect(grantedDatasetIds(undefined).size).toBe(0);
  });
});

describe('tablesWithoutDatasetGrant', () => {
  const tables = ['sales', 'regions', 'salaries', 'unregistered'];

  it('keeps the tables none of whose physical datasets the caller may access', () => {
    expect(tablesWithoutDatasetGrant(tables, [[7], [8, 9], [10], []], new Set([7, 9]))).toEqual(['salaries', 'unregistered']);
  });

  it('denies every table without dataset grants, and tables the answer left out', () => {
    expect(tablesWithoutDatasetGrant(tables, [[7], [9]], new Set())).toEqual(tables);
    expect(tablesWithoutDatasetGrant(tables, [[7], [9]], new Set([7, 9]))).toEqual(['salaries', 'unregistered']);
  });
});

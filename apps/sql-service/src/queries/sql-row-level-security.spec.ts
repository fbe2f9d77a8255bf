import type { Caller, DatabaseConnectionInfo } from '@tessera/contracts';
import { rowFilterFor, type RlsClausesOf } from './sql-row-level-security';
import type { PhysicalDatasetIdsOf } from './sql-access';

const warehouse: DatabaseConnectionInfo = {
  id: 3,
  database_name: 'warehouse',
  engine: 'postgresql',
  backend: 'postgresql',
  uri: 'postgresql://u@h/db',
  allow_dml: false,
  allow_run_async: false,
  allow_ctas: false,
  allow_cvas: false,
  expose_in_sqllab: true,
  force_ctas_schema: null,
  cache_timeout: null,
  extra: {},
};
const bob: Caller = { userId: 2, username: 'bob', roles: ['Gamma', 'sql_lab'], accessPermissions: [] };
const table = (name: string, schema: string | null = null) => ({ table: name, schema, catalog: null });

/** The physical datasets over each `schema.table`, and the clauses of each dataset. */
function lookups(datasets: Record<string, number[]>, clauses: Record<number, string[]>) {
  const physicalDatasetIdsOf = jest.fn<ReturnType<PhysicalDatasetIdsOf>, Parameters<PhysicalDatasetIdsOf>>(async ({ tables }) =>
    tables.map((t) => datasets[`${t.schema}.${t.table}`] ?? []),
  );
  const rlsClausesOf = jest.fn<ReturnType<RlsClausesOf>, Parameters<RlsClausesOf>>(async (id) => clauses[id] ?? []);
  return { physicalDatasetIdsOf, rlsClausesOf };
}

describe('rowFilterFor', () => {
  it('gives a table the clauses of every physical dataset over it, unqualified names resolved like the access check', async () => {
    const sut = lookups(
      { 'public.sales': [7, 8], 'hr.staff': [9] },
      { 7: ["(region = 'east')"], 8: ['(amount > 0)', "(region = 'east')"] },
    );
    const filter = await rowFilterFor(warehouse, [table('sales'), table('staff', 'hr'), table('regions')], null, bob, sut);
    expect(filter?.(table('sales'))).toEqual(["(region = 'east')", '(amount > 0)']);
    expect(filter?.(table('staff', 'hr'))).toBeNull();
    expect(filter?.(table('regions'))).toBeNull();
    expect(sut.physicalDatasetIdsOf).toHaveBeenCalledWith({
      database_id: 3,
      default_schema: 'public',
      tables: [table('sales', 'public'), table('staff', 'hr'), table('regions', 'public')],
    });
    // Each dataset's clauses are asked for once.
    expect(sut.rlsClausesOf.mock.calls.map(([id]) => id).sort()).toEqual([7, 8, 9]);
  });

  it('resolves unqualified names in the schema the editor picked', async () => {
    const sut = lookups({ 'shop.sales': [7] }, { 7: ['(a = 1)'] });
    expect((await rowFilterFor(warehouse, [table('sales')], 'shop', bob, sut))?.(table('sales'))).toEqual(['(a = 1)']);
  });

  it('filters a catalog-qualified name as the table it names', async () => {
    const sut = lookups({ 'public.sales': [7] }, { 7: ['(a = 1)'] });
    const qualified = { table: 'sales', schema: 'public', catalog: 'db' };
    expect((await rowFilterFor(warehouse, [qualified], null, bob, sut))?.(qualified)).toEqual(['(a = 1)']);
    expect(sut.physicalDatasetIdsOf).toHaveBeenCalledWith({ database_id: 3, default_schema: 'public', tables: [table('sales', 'public')] });
  });

  it('answers null, so nothing is rewritten, when no clause applies', async () => {
    expect(await rowFilterFor(warehouse, [table('sales')], null, bob, lookups({ 'public.sales': [7] }, {}))).toBeNull();
    expect(await rowFilterFor(warehouse, [table('sales')], null, bob, lookups({}, { 7: ['(a = 1)'] }))).toBeNull();
    expect(await rowFilterFor(warehouse, [], null, bob, lookups({}, {}))).toBeNull();
  });

  it('does not filter administrators and does not even look', async () => {
    const sut = lookups({ 'public.sales': [7] }, { 7: ['(a = 1)'] });
    expect(await rowFilterFor(warehouse, [table('sales')], null, { ...bob, roles: ['Admin'] }, sut)).toBeNull();
    expect(sut.physicalDatasetIdsOf).not.toHaveBeenCalled();
  });
});

import { openDatabase } from '@tessera/engines';
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import type { LooseJson } from '../testing/loose-json';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

const SALES_CSV = [
  'order_date,region,amount,returned',
  '2024-01-01,EMEA,10.5,false',
  '2024-01-02,APAC,NA,true',
  '2024-01-03,EMEA,4.5,false',
  '',
].join('\n');

async function parquetBytes(): Promise<Buffer> {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-parquet-'));
  // Writing the fixture file is file access, which DuckDB databases get only when opted in.
  const duck = await openDatabase({ engine: 'duckdb', uri: 'duckdb:///:memory:', allowFileAccess: true });
  try {
    const file = join(folder, 'scores.parquet');
    await duck.execute(
      `COPY (SELECT i AS player, i * 1.5 AS score, TIMESTAMP '2024-05-01 10:00:00' + i * INTERVAL 1 HOUR AS played_at FROM range(1, 101) t(i)) TO '${file}' (FORMAT PARQUET)`,
    );
    return readFileSync(file);
  } finally {
    await duck.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function workbookBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('notes').addRows([['note'], ['ignore me']]);
  const sheet = workbook.addWorksheet('cities');
  sheet.addRows([
    ['city', 'population', 'founded'],
    ['Lyon', 522969, new Date(Date.UTC(1900, 0, 1))],
    ['Graz', 291134, new Date(Date.UTC(1910, 5, 15))],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('file uploads over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let token: string;
  let pg: Client;
  let databaseId: number;
  let lockedDatabaseId: number;
  const schema = `upload_${process.pid}`;

  beforeAll(async () => {
    pg = new Client({ connectionString: PG });
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    token = (admin as unknown as { token: string }).token;
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'U',
      last_name: 'G',
      username: 'ug',
      email: 'ug@example.com',
      password: 'ugpassword',
      roles: [gammaId],
    });
    gamma = await ApiSession.login(app.url, 'ug', 'ugpassword');
    const open = await admin.post('/api/v1/database/', {
      database_name: 'uploads pg',
      sqlalchemy_uri: PG,
      allow_file_upload: true,
      extra: JSON.stringify({ schemas_allowed_for_file_upload: [schema] }),
    });
    expect(open.status).toBe(201);
    databaseId = open.body.id;
    lockedDatabaseId = (await admin.post('/api/v1/database/', { database_name: 'no uploads pg', sqlalchemy_uri: PG })).body.id;
  });

  afterAll(async () => {
    await app.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  async function upload(id: number, fileName: string, bytes: Buffer | string, fields: Record<string, string>, as: string = token) {
    const form = new FormData();
    form.set('file', new Blob([bytes]), fileName);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const response = await fetch(`${app.url}/api/v1/database/${id}/upload/`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${as}` },
    });
    return { status: response.status, body: (await response.json()) as LooseJson };
  }

  async function sumOf(datasetId: number, column: string): Promise<number> {
    const reply = await admin.post('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        { metrics: [{ expressionType: 'SIMPLE', column: { column_name: column }, aggregate: 'SUM', label: 'total' }], columns: [] },
      ],
      result_format: 'json',
      result_type: 'full',
    });
    expect(reply.status).toBe(200);
    return reply.body.result[0].data[0].total;
  }

  it('uploads a CSV into a new table with inferred types and a dataset to chart it', async () => {
    const created = await upload(databaseId, 'sales.csv', SALES_CSV, { type: 'csv', table_name: 'sales', schema });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: 'OK', table_name: 'sales', schema, rows: 3 });
    const { rows: columns } = await pg.query(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'sales' ORDER BY ordinal_position`,
      [schema],
    );
    expect(columns).toEqual([
      { column_name: 'order_date', data_type: 'date' },
      { column_name: 'region', data_type: 'text' },
      { column_name: 'amount', data_type: 'double precision' },
      { column_name: 'returned', data_type: 'boolean' },
    ]);
    const { rows } = await pg.query(`SELECT count(*)::int AS n, count(amount)::int AS amounts FROM ${schema}.sales`);
    expect(rows[0]).toEqual({ n: 3, amounts: 2 });
    expect(await sumOf(created.body.dataset_id, 'amount')).toBe(15);
  });

  it('refuses an existing table unless told to append or replace', async () => {
    const refused = await upload(databaseId, 'sales.csv', SALES_CSV, { type: 'csv', table_name: 'sales', schema });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(
      "Table already exists. You can change your 'if table already exists' strategy to append or replace",
    );
    const appended = await upload(databaseId, 'sales.csv', SALES_CSV, {
      type: 'csv',
      table_name: 'sales',
      schema,
      already_exists: 'append',
    });
    expect(appended.body.rows).toBe(3);
    expect(await sumOf(appended.body.dataset_id, 'amount')).toBe(30);
    const semicolons = 'region;amount\nEMEA;1,25\nAPAC;2,75\n';
    const replaced = await upload(databaseId, 'sales.csv', semicolons, {
      type: 'csv',
      table_name: 'sales',
      schema,
      already_exists: 'replace',
      delimiter: ';',
      decimal_character: ',',
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body.dataset_id).toBe(appended.body.dataset_id);
    expect(await sumOf(replaced.body.dataset_id, 'amount')).toBe(4);
    const { rows } = await pg.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1`, [schema]);
    expect(rows[0].n).toBe(1);
  });

  it('uploads a sheet of an Excel workbook and a Parquet file', async () => {
    const workbook = await workbookBytes();
    const form = new FormData();
    form.set('file', new Blob([workbook]), 'cities.xlsx');
    form.set('type', 'excel');
    const metadata = await fetch(`${app.url}/api/v1/database/upload_metadata/`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(metadata.status).toBe(200);
    expect(((await metadata.json()) as { result: { items: unknown } }).result.items).toEqual([
      { sheet_name: 'notes', column_names: ['note'] },
      { sheet_name: 'cities', column_names: ['city', 'population', 'founded'] },
    ]);
    const cities = await upload(databaseId, 'cities.xlsx', workbook, { type: 'excel', table_name: 'cities', schema, sheet_name: 'cities' });
    expect(cities.status).toBe(201);
    expect(cities.body.rows).toBe(2);
    expect(await sumOf(cities.body.dataset_id, 'population')).toBe(814103);
    const { rows: founded } = await pg.query(`SELECT to_char(founded, 'YYYY-MM-DD') AS d FROM ${schema}.cities ORDER BY city`);
    expect(founded.map((r) => r.d)).toEqual(['1910-06-15', '1900-01-01']);

    const scores = await upload(databaseId, 'scores.parquet', await parquetBytes(), { type: 'columnar', table_name: 'scores', schema });
    expect(scores.status).toBe(201);
    expect(scores.body.rows).toBe(100);
    expect(await sumOf(scores.body.dataset_id, 'score')).toBe(7575);
  });

  it('answers bad files, disallowed targets and missing rights with clear errors', async () => {
    const notAllowed = await upload(lockedDatabaseId, 'sales.csv', SALES_CSV, { type: 'csv', table_name: 'x', schema });
    expect(notAllowed.status).toBe(422);
    expect(notAllowed.body.message).toBe(
      `Database "no uploads pg" schema "${schema}" is not allowed for csv uploads. Please contact your Superset Admin.`,
    );
    const otherSchema = await upload(databaseId, 'sales.csv', SALES_CSV, { type: 'csv', table_name: 'x', schema: 'public' });
    expect(otherSchema.status).toBe(422);
    const garbage = await upload(databaseId, 'broken.parquet', 'this is not parquet', { type: 'columnar', table_name: 'broken', schema });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toContain('Could not read broken.parquet');
    expect((await upload(databaseId, 'sales.exe', SALES_CSV, { type: 'csv', table_name: 'x', schema })).status).toBe(400);
    expect((await upload(databaseId, 'sales.csv', SALES_CSV, { type: 'csv', schema })).body.message).toContain('table_name');
    expect((await upload(databaseId, 'sales.csv', SALES_CSV, { type: 'csv', table_name: 'x', schema, columns_read: 'nope' })).status).toBe(
      400,
    );
    const gammaToken = (gamma as unknown as { token: string }).token;
    expect((await upload(databaseId, 'sales.csv', SALES_CSV, { type: 'csv', table_name: 'x', schema }, gammaToken)).status).toBe(403);
    const { rows } = await pg.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name IN ('x', 'broken')`,
      [schema],
    );
    expect(rows[0].n).toBe(0);
  });

  it('tells which schemas a database takes uploads into', async () => {
    expect((await admin.get(`/api/v1/database/${databaseId}/schemas_access_for_file_upload/`)).body).toEqual({ schemas: [schema] });
    expect((await admin.get(`/api/v1/database/${lockedDatabaseId}/schemas_access_for_file_upload/`)).body).toEqual({ schemas: [] });
  });
});

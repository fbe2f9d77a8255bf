import { Client } from 'pg';
import { ensureDatabase } from './ensure-database';

const SERVER = 'postgresql://postgres@127.0.0.1:5432';

/** Cluster mode's first start: every service process creates the metadata database at once. */
describe('ensureDatabase', () => {
  const name = `tessera_race_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: `${SERVER}/postgres` });

  beforeAll(() => admin.connect());
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.end();
  });

  it('lets eight processes create the same missing database together', async () => {
    const attempts = Array.from({ length: 8 }, () => ensureDatabase(`${SERVER}/${name}`));
    await expect(Promise.all(attempts)).resolves.toHaveLength(8);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    expect(found.rowCount).toBe(1);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, MemoryKeyValueStore, type TesseraConfig } from '@tessera/platform';
import { QueryResultsStore, RESULT_CHUNK_ROWS } from './query-results.store';

const COLUMNS = [{ column_name: 'n', name: 'n', type: 'INTEGER', type_generic: 0, is_dttm: false }];
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ n: from + i }));

describe('QueryResultsStore', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  function storeIn(mode: 'embedded' | 'cluster', ttlSeconds = 60): { store: QueryResultsStore; dataDir: string } {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'results-store-'));
    folders.push(dataDir);
    const base = loadConfig({});
    const config: TesseraConfig = { ...base, mode, dataDir, limits: { ...base.limits, cacheDefaultTimeoutSeconds: ttlSeconds } };
    return { store: new QueryResultsStore(new MemoryKeyValueStore(), config), dataDir };
  }

  it.each(['embedded', 'cluster'] as const)(
    'pages through chunks, every row once, readable chunk by chunk before the end (%s)',
    async (mode) => {
      const { store } = storeIn(mode);
      const writer = store.writer('k1', COLUMNS);
      expect(await store.manifest('k1')).toBeNull();
      await writer.append(rows(1, RESULT_CHUNK_ROWS + 10));
      expect(writer.stored).toBe(RESULT_CHUNK_ROWS);
      // The full first chunk is readable; the ten rows after it are not yet.
      expect(await store.page('k1', 990, 100)).toMatchObject({ data: rows(991, 1000), total: RESULT_CHUNK_ROWS, complete: false });
      await writer.append(rows(RESULT_CHUNK_ROWS + 11, 2500));
      await writer.finish();

      const seen: number[] = [];
      for (let offset = 0; ; offset += 333) {
        const page = await store.page('k1', offset, 333);
        if (!page || page.data.length === 0) break;
        seen.push(...page.data.map((row) => row.n as number));
      }
      expect(seen).toEqual(rows(1, 2500).map((row) => row.n));
      const manifest = await store.manifest('k1');
      expect(manifest).toMatchObject({ rows: 2500, complete: true, columns: COLUMNS });
      const batches: number[] = [];
      for await (const batch of store.batches('k1', manifest!)) batches.push(batch.length);
      expect(batches).toEqual([1000, 1000, 500]);
    },
  );

  it('keeps embedded results as files of the data folder, and forgets them once expired', async () => {
    const { store, dataDir } = storeIn('embedded', 1);
    const writer = store.writer('k2', COLUMNS);
    await writer.append(rows(1, 5));
    await writer.finish();
    expect(fs.readdirSync(path.join(dataDir, 'sql-results')).sort()).toEqual(['k2', 'k2.0']);
    expect((await store.page('k2', 0, 10))?.data).toEqual(rows(1, 5));
    const past = new Date(Date.now() - 5000);
    for (const name of ['k2', 'k2.0']) fs.utimesSync(path.join(dataDir, 'sql-results', name), past, past);
    expect(await store.page('k2', 0, 10)).toBeNull();
  });

  it('refuses a key that is not a plain name in embedded mode', async () => {
    const { store } = storeIn('embedded');
    await expect(store.page('../../etc/passwd', 0, 1)).rejects.toThrow('Not a results backend name');
  });
});

import JSZip from 'jszip';
import { stringify } from 'yaml';
import { readBundle } from './bundle-reader';

const DATABASE_UUID = 'a0000000-0000-4000-8000-000000000001';

async function zipOf(files: Record<string, unknown>): Promise<string> {
  const zip = new JSZip();
  for (const [path, content] of Object.entries(files)) zip.file(`export/${path}`, stringify(content));
  return zip.generateAsync({ type: 'base64' });
}

const database = {
  database_name: 'examples',
  sqlalchemy_uri: 'postgresql://u:XXXXXXXXXX@db/examples',
  uuid: DATABASE_UUID,
  version: '1.0.0',
  extra: '{"metadata_params": {}}',
};

describe('readBundle', () => {
  it('reads what older exporters wrote: extra as JSON text, a dataset without columns or metrics, keys it does not know', async () => {
    const bundle = await readBundle(
      await zipOf({
        'metadata.yaml': { version: '1.0.0', type: 'SqlaTable' },
        'databases/examples.yaml': database,
        'datasets/examples/t.yaml': {
          table_name: 't',
          uuid: 'a0000000-0000-4000-8000-000000000002',
          version: '1.0.0',
          database_uuid: DATABASE_UUID,
          extra: '{"certification": {"certified_by": "me"}}',
          params: null,
          data: 'https://example.com/t.csv',
        },
      }),
      'dataset',
    );
    expect(bundle.errors).toEqual({});
    expect(bundle.databases.get('databases/examples.yaml')?.extra).toEqual({ metadata_params: {} });
    expect(bundle.datasets.get('datasets/examples/t.yaml')).toMatchObject({
      extra: { certification: { certified_by: 'me' } },
      columns: [],
      metrics: [],
    });
  });

  it('names a field of the wrong type, and an extra that is not JSON', async () => {
    const bundle = await readBundle(
      await zipOf({ 'metadata.yaml': { version: '1.0.0', type: 'Database' }, 'databases/examples.yaml': { ...database, extra: '{oops' } }),
      'database',
    );
    expect(bundle.errors).toEqual({ 'databases/examples.yaml': { extra: ['Not a valid mapping type.'] } });
  });

  it('takes a whole-instance bundle of type assets, which may hold nothing', async () => {
    expect((await readBundle(await zipOf({ 'metadata.yaml': { version: '1.0.0', type: 'assets' } }), 'assets')).errors).toEqual({});
    const wrong = await readBundle(await zipOf({ 'metadata.yaml': { version: '1.0.0', type: 'Dashboard' } }), 'assets');
    expect(wrong.errors['metadata.yaml']).toContain('Must be equal to assets.');
  });
});

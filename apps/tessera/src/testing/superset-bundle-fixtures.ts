import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import type { LooseJson } from './loose-json';

/**
 * Bundles in the shape of Superset's example dashboards (`superset/examples/configs/`), one folder
 * each under `superset-bundles/`. The database and the example datasets live once in `shared/`; a
 * bundle takes the ones its charts and native filters name, as Superset's exporter would.
 */
const ROOT = join(__dirname, 'superset-bundles');

export const SUPERSET_EXAMPLE_BUNDLES = {
  'world-bank': "World Bank's Data",
  'usa-births': 'USA Births Names',
  sales: 'Sales Dashboard',
  'video-games': 'Video Game Sales',
  covid: 'COVID Vaccine Dashboard',
  fcc: 'FCC New Coder Survey 2018',
  featured: 'Featured Charts',
} as const;
export type SupersetExampleBundle = keyof typeof SUPERSET_EXAMPLE_BUNDLES;

/** The bundle path of the examples database: the `passwords` field of an import names it. */
export const EXAMPLES_DATABASE_FILE = 'databases/examples.yaml';

async function yamlFiles(folder: string): Promise<Map<string, LooseJson>> {
  const files = new Map<string, LooseJson>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.yaml')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(folder, path).split(sep).join('/'), parse(await readFile(path, 'utf8')));
  }
  return files;
}

function datasetUuidsOf(files: Map<string, LooseJson>): Set<string> {
  const uuids = new Set<string>();
  for (const [path, content] of files) {
    if (path.startsWith('charts/')) uuids.add(content.dataset_uuid);
    if (!path.startsWith('dashboards/')) continue;
    for (const filter of content.metadata?.native_filter_configuration ?? [])
      for (const target of filter.targets ?? []) if (target.datasetUuid) uuids.add(target.datasetUuid);
  }
  return uuids;
}

/** The files of the named bundles (path below the bundle root → parsed YAML), with `metadata.yaml` of `type`. */
export async function supersetBundleFiles(names: SupersetExampleBundle[], type = 'Dashboard'): Promise<Map<string, LooseJson>> {
  const files = new Map<string, LooseJson>([['metadata.yaml', { version: '1.0.0', type, timestamp: '2024-05-02T09:30:00.000000+00:00' }]]);
  for (const name of names) for (const [path, content] of await yamlFiles(join(ROOT, name))) files.set(path, content);
  const shared = await yamlFiles(join(ROOT, 'shared'));
  const wanted = datasetUuidsOf(files);
  for (const [path, content] of shared) {
    if (path.startsWith('databases/') || wanted.has(content.uuid)) files.set(path, content);
  }
  return files;
}

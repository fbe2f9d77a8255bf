import { badRequest, type BundleKind, type DashboardYaml, type SavedQueryYaml } from '@tessera/contracts';
import JSZip from 'jszip';
import { parse } from 'yaml';
import { bundleRelativePaths } from './bundle-paths';
import {
  CHART_SCHEMA,
  checkFields,
  checkList,
  COLUMN_SCHEMA,
  DASHBOARD_SCHEMA,
  DATABASE_SCHEMA,
  DATASET_SCHEMA,
  METRIC_SCHEMA,
  SAVED_QUERY_SCHEMA,
  type FieldErrors,
} from './bundle-schema';
import { METADATA_TYPES, type ChartYaml, type DatabaseYaml, type DatasetYaml } from './bundle-yaml';
import { serverText } from '@tessera/platform';

/** Refuses bundles that would take too much memory to unpack. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export interface ReadBundle {
  databases: Map<string, DatabaseYaml>;
  datasets: Map<string, DatasetYaml>;
  charts: Map<string, ChartYaml>;
  savedQueries: Map<string, SavedQueryYaml>;
  dashboards: Map<string, DashboardYaml>;
  /** Per file: a message, or marshmallow-style field errors. */
  errors: Record<string, string | FieldErrors>;
}

type FileKind = 'database' | 'dataset' | 'chart' | 'saved_query' | 'dashboard';
type Collection = 'databases' | 'datasets' | 'charts' | 'savedQueries' | 'dashboards';

const FOLDERS: [string, FileKind][] = [
  ['databases/', 'database'],
  ['datasets/', 'dataset'],
  ['charts/', 'chart'],
  ['queries/', 'saved_query'],
  ['dashboards/', 'dashboard'],
];
const COLLECTIONS: Record<FileKind, Collection> = {
  database: 'databases',
  dataset: 'datasets',
  chart: 'charts',
  saved_query: 'savedQueries',
  dashboard: 'dashboards',
};
const SCHEMAS = {
  database: DATABASE_SCHEMA,
  dataset: DATASET_SCHEMA,
  chart: CHART_SCHEMA,
  saved_query: SAVED_QUERY_SCHEMA,
  dashboard: DASHBOARD_SCHEMA,
};
/** The folder a bundle of each kind must have something in (a whole instance may be empty). */
const REQUIRED = Object.fromEntries(FOLDERS.map(([folder, kind]) => [kind, [folder, COLLECTIONS[kind]]])) as Partial<
  Record<BundleKind, [string, Collection]>
>;
const EMPTY_NAMES: Record<BundleKind, string> = {
  database: 'database',
  dataset: 'dataset',
  chart: 'chart',
  saved_query: 'saved query',
  dashboard: 'dashboard',
  assets: 'asset',
};

async function unzip(base64: string): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(Buffer.from(base64, 'base64'), { checkCRC32: true });
  } catch {
    throw badRequest(serverText('Not a ZIP file'));
  }
}

function parseYaml(text: string): { value?: unknown; error?: string } {
  try {
    return { value: parse(text, { maxAliasCount: 100 }) };
  } catch (error) {
    return { error: `Not a valid YAML file: ${(error as Error).message.split('\n')[0]}` };
  }
}

/** Unpacks and validates a v1 bundle; every problem is reported against its file, nothing is written. */
export async function readBundle(base64: string, resource: BundleKind): Promise<ReadBundle> {
  const zip = await unzip(base64);
  const entries = bundleRelativePaths(Object.keys(zip.files));
  const result: ReadBundle = {
    databases: new Map(),
    datasets: new Map(),
    charts: new Map(),
    savedQueries: new Map(),
    dashboards: new Map(),
    errors: {},
  };
  let unpacked = 0;
  const texts = new Map<string, string>();
  for (const [relative, full] of entries) {
    if (!/\.ya?ml$/i.test(relative)) continue;
    const text = await zip.files[full].async('string');
    unpacked += text.length;
    if (unpacked > MAX_UNPACKED_BYTES) throw badRequest(serverText('The bundle is too large to import'));
    texts.set(relative, text);
  }

  const metadataText = texts.get('metadata.yaml');
  if (metadataText === undefined) {
    result.errors['metadata.yaml'] = 'Missing metadata.yaml';
    return result;
  }
  const metadata = parseYaml(metadataText);
  const type = (metadata.value as { type?: unknown } | undefined)?.type;
  if (metadata.error) result.errors['metadata.yaml'] = metadata.error;
  else if (type !== METADATA_TYPES[resource])
    result.errors['metadata.yaml'] = `{'type': ['Must be equal to ${METADATA_TYPES[resource]}.']}`;

  for (const [path, text] of texts) {
    const kind = FOLDERS.find(([folder]) => path.startsWith(folder))?.[1];
    if (!kind) continue;
    const parsed = parseYaml(text);
    if (parsed.error) {
      result.errors[path] = parsed.error;
      continue;
    }
    if (kind === 'dataset' || kind === 'database') readLegacyFields(parsed.value, kind);
    const errors = kind === 'dataset' ? datasetErrors(parsed.value) : checkFields(parsed.value, SCHEMAS[kind]);
    if (Object.keys(errors).length > 0) result.errors[path] = errors;
    else (result[COLLECTIONS[kind]] as Map<string, unknown>).set(path, parsed.value);
  }
  const required = REQUIRED[resource];
  if (required && result[required[1]].size === 0 && Object.keys(result.errors).length === 0) {
    result.errors[required[0]] = `The bundle holds no ${EMPTY_NAMES[resource]}`;
  }
  return result;
}

function datasetErrors(value: unknown): FieldErrors {
  const errors = checkFields(value, DATASET_SCHEMA);
  if (Object.keys(errors).length > 0) return errors;
  const dataset = value as DatasetYaml;
  return { ...checkList(dataset.columns, COLUMN_SCHEMA, 'columns'), ...checkList(dataset.metrics, METRIC_SCHEMA, 'metrics') };
}

/** An `extra` written as JSON text, as older exporters did, read as the object it holds (Superset's `fix_extra`). */
function parseExtra(record: unknown): void {
  if (typeof record !== 'object' || record === null) return;
  const holder = record as { extra?: unknown };
  if (typeof holder.extra !== 'string') return;
  if (holder.extra.trim() === '') {
    holder.extra = null;
    return;
  }
  try {
    holder.extra = JSON.parse(holder.extra);
  } catch {
    // Left as text: the field check names it.
  }
}

/** What older exporters wrote differently: `extra` as text, and a dataset without `columns` or `metrics` (none). */
function readLegacyFields(value: unknown, kind: 'dataset' | 'database'): void {
  if (typeof value !== 'object' || value === null) return;
  parseExtra(value);
  if (kind !== 'dataset') return;
  const dataset = value as { columns?: unknown; metrics?: unknown };
  dataset.columns ??= [];
  dataset.metrics ??= [];
  for (const list of [dataset.columns, dataset.metrics]) if (Array.isArray(list)) list.forEach(parseExtra);
}

import { badRequest, type BundleResource } from '@tessera/contracts';
import JSZip from 'jszip';
import { parse } from 'yaml';
import { bundleRelativePaths } from './bundle-paths';
import { CHART_SCHEMA, checkFields, checkList, COLUMN_SCHEMA, DATABASE_SCHEMA, DATASET_SCHEMA, METRIC_SCHEMA, type FieldErrors } from './bundle-schema';
import { METADATA_TYPES, type ChartYaml, type DatabaseYaml, type DatasetYaml } from './bundle-yaml';

/** Refuses bundles that would take too much memory to unpack. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export interface ReadBundle {
  databases: Map<string, DatabaseYaml>;
  datasets: Map<string, DatasetYaml>;
  charts: Map<string, ChartYaml>;
  /** Per file: a message, or marshmallow-style field errors. */
  errors: Record<string, string | FieldErrors>;
}

async function unzip(base64: string): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(Buffer.from(base64, 'base64'), { checkCRC32: true });
  } catch {
    throw badRequest('Not a ZIP file');
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
export async function readBundle(base64: string, resource: BundleResource): Promise<ReadBundle> {
  const zip = await unzip(base64);
  const entries = bundleRelativePaths(Object.keys(zip.files));
  const result: ReadBundle = { databases: new Map(), datasets: new Map(), charts: new Map(), errors: {} };
  let unpacked = 0;
  const texts = new Map<string, string>();
  for (const [relative, full] of entries) {
    if (!/\.ya?ml$/i.test(relative)) continue;
    const text = await zip.files[full].async('string');
    unpacked += text.length;
    if (unpacked > MAX_UNPACKED_BYTES) throw badRequest('The bundle is too large to import');
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
  else if (type !== METADATA_TYPES[resource]) result.errors['metadata.yaml'] = `{'type': ['Must be equal to ${METADATA_TYPES[resource]}.']}`;

  for (const [path, text] of texts) {
    const kind = path.startsWith('databases/') ? 'database' : path.startsWith('datasets/') ? 'dataset' : path.startsWith('charts/') ? 'chart' : null;
    if (!kind) continue;
    const parsed = parseYaml(text);
    if (parsed.error) {
      result.errors[path] = parsed.error;
      continue;
    }
    const errors = kind === 'database' ? checkFields(parsed.value, DATABASE_SCHEMA) : kind === 'chart' ? checkFields(parsed.value, CHART_SCHEMA) : datasetErrors(parsed.value);
    if (Object.keys(errors).length > 0) result.errors[path] = errors;
    else if (kind === 'database') result.databases.set(path, parsed.value as DatabaseYaml);
    else if (kind === 'chart') result.charts.set(path, parsed.value as ChartYaml);
    else result.datasets.set(path, parsed.value as DatasetYaml);
  }
  if (resource === 'database' && result.databases.size === 0 && Object.keys(result.errors).length === 0) {
    result.errors['databases/'] = 'The bundle holds no database';
  }
  if (resource === 'dataset' && result.datasets.size === 0 && Object.keys(result.errors).length === 0) {
    result.errors['datasets/'] = 'The bundle holds no dataset';
  }
  if (resource === 'chart' && result.charts.size === 0 && Object.keys(result.errors).length === 0) {
    result.errors['charts/'] = 'The bundle holds no chart';
  }
  return result;
}

function datasetErrors(value: unknown): FieldErrors {
  const errors = checkFields(value, DATASET_SCHEMA);
  if (Object.keys(errors).length > 0) return errors;
  const dataset = value as DatasetYaml;
  return { ...checkList(dataset.columns, COLUMN_SCHEMA, 'columns'), ...checkList(dataset.metrics, METRIC_SCHEMA, 'metrics') };
}

/** Superset's `secure_filename`: ASCII letters, digits, `.`, `_` and `-`; spaces become `_`. */
export function secureFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  const cleaned = ascii
    .replace(/[\s/\\]+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
  return cleaned || 'unnamed';
}

/** `database_export_20250101T120000`: the root folder and, with `.zip`, the download's name. */
export function exportRoot(resource: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
  return `${resource}_export_${stamp}`;
}

export function databaseFile(databaseName: string): string {
  return `databases/${secureFilename(databaseName)}.yaml`;
}

export function datasetFile(databaseName: string, tableName: string): string {
  return `datasets/${secureFilename(databaseName)}/${secureFilename(tableName)}.yaml`;
}

export function chartFile(sliceName: string, id: number): string {
  return `charts/${secureFilename(sliceName)}_${id}.yaml`;
}

/** `queries/<db>/<schema>/<label>.yaml`; a query without a label or schema is named by its uuid or `unnamed`. */
export function savedQueryFile(databaseName: string, schema: string | null, label: string | null, uuid: string): string {
  return `queries/${secureFilename(databaseName)}/${secureFilename(schema ?? '')}/${secureFilename(label || uuid)}.yaml`;
}

export function dashboardFile(title: string, id: number): string {
  return `dashboards/${secureFilename(title)}_${id}.yaml`;
}

/**
 * Paths inside an uploaded bundle, relative to its single root folder (Superset's exports have one;
 * hand-made zips may not).
 */
export function bundleRelativePaths(paths: string[]): Map<string, string> {
  const files = paths.filter((p) => !p.endsWith('/') && !p.split('/').some((part) => part.startsWith('__MACOSX') || part.startsWith('.')));
  const roots = new Set(files.map((p) => p.split('/')[0]));
  const nested = files.every((p) => p.includes('/'));
  const strip =
    nested &&
    roots.size === 1 &&
    !files.some((p) => ['databases', 'datasets', 'charts', 'queries', 'dashboards'].includes(p.split('/')[0]));
  return new Map(files.map((p) => [strip ? p.slice(p.indexOf('/') + 1) : p, p]));
}

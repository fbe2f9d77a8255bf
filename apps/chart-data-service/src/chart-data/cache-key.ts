import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  return `{${Object.keys(value as object)
    .sort()
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${stableStringify((value as Record<string, unknown>)[key])}`)
    .join(',')}}`;
}

/**
 * The cache key of one query's result: the compiled SQL and its parameters (which carry the caller's
 * row-level security, so users with different RLS never share an entry), the dataset's version, the
 * post-processing and the result type.
 */
export function chartDataCacheKey(parts: {
  databaseId: number;
  datasetVersion: number;
  sql: string;
  params: readonly unknown[];
  offsets: readonly { offset: string; sql: string; params: readonly unknown[] }[];
  postProcessing: unknown;
  resultType: string;
}): string {
  return createHash('sha256').update(stableStringify(parts)).digest('hex').slice(0, 40);
}

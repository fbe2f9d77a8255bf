import type { BundleKind, BundleResource } from '@tessera/contracts';
import { parseBoundedJson } from '@tessera/contracts';

/**
 * What an object that is already here becomes. As in Superset, only the kind being imported is
 * refused without `overwrite`; the objects it depends on are reused (or, with overwrite on a
 * database import, replaced).
 */
export type ExistingPolicy = 'fail' | 'overwrite' | 'reuse';

export function policyFor(kind: BundleResource, resource: BundleKind, overwrite: boolean): ExistingPolicy {
  // A whole instance replaces everything it holds (Superset's assets import always overwrites).
  if (kind === resource || resource === 'assets') return overwrite ? 'overwrite' : 'fail';
  return resource === 'database' && kind === 'dataset' && overwrite ? 'overwrite' : 'reuse';
}

/** A saved chart's form data and query context, pointed at the dataset it was imported onto. */
export function repointed(params: Record<string, unknown> | undefined, queryContext: string | null | undefined, datasetId: number) {
  const formData = { ...(params ?? {}), datasource: `${datasetId}__table` };
  let context: string | null = null;
  if (queryContext) {
    try {
      const parsed = parseBoundedJson(queryContext) as Record<string, unknown>;
      context = JSON.stringify({
        ...parsed,
        datasource: { id: datasetId, type: 'table' },
        form_data: { ...((parsed.form_data as object) ?? {}), datasource: `${datasetId}__table` },
      });
    } catch {
      // An unreadable query context is dropped; the chart rebuilds it from its form data when next saved.
    }
  }
  return { params: JSON.stringify(formData), queryContext: context };
}

/** A value as JSON text, null for none. */
export const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** A saved query context whose form data is the chart's upgraded form data (its queries stay as saved). */
export function withFormData(queryContext: string | null | undefined, formData: Record<string, unknown>): string | null {
  if (!queryContext) return null;
  try {
    return JSON.stringify({ ...(parseBoundedJson(queryContext) as Record<string, unknown>), form_data: formData });
  } catch {
    return null;
  }
}

import type { DashboardSaveBody } from '../dashboard-save';
import type { DashboardInfo } from '../dashboard.types';

/** The feature flag that turns on the check before an overwrite (spec part 2 §4). */
export const CONFIRM_DASHBOARD_DIFF_FLAG = 'CONFIRM_DASHBOARD_DIFF';

/** Who last changed the server copy and when, and which of the compared values differ. */
export interface OverwriteConflict {
  changedByName: string;
  changedOn: string;
  fields: ('css' | 'filter_scopes')[];
}

function parseObject(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Filter scopes of a metadata object: the legacy `filter_scopes` and each native filter's `scope`, by filter id. */
function filterScopes(metadata: Record<string, unknown>): string {
  const natives = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
  const nativeScopes = Object.fromEntries(
    natives
      .filter((filter): filter is Record<string, unknown> => typeof filter === 'object' && filter !== null)
      .map((filter) => [String(filter.id), filter.scope ?? null])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  return JSON.stringify({ legacy: metadata.filter_scopes ?? {}, native: nativeScopes });
}

/**
 * What an overwrite would change in the server's current copy: its css and its filter scopes are
 * compared with the body about to be saved. Null when they agree and the save can go ahead.
 */
export function overwriteConflict(server: DashboardInfo, body: DashboardSaveBody): OverwriteConflict | null {
  const fields: OverwriteConflict['fields'] = [];
  if ((server.css ?? '') !== body.css) fields.push('css');
  if (filterScopes(server.metadata) !== filterScopes(parseObject(body.json_metadata))) fields.push('filter_scopes');
  return fields.length > 0 ? { changedByName: server.changedByName, changedOn: server.changedOn, fields } : null;
}

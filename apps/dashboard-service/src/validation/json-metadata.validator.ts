import { FILTER_BAR_ORIENTATIONS } from '@tessera/contracts';
import { JsonReader, parseJsonText, type JsonObject } from './json-checks';
import { checkNativeFilters } from './native-filters.validator';
import { checkLayout } from './position-json.validator';
import { serverText } from '@tessera/platform';

const FIELD = 'json_metadata';
const reader = new JsonReader(FIELD);

type KeyCheck = (value: unknown, path: string) => void;

const integer: KeyCheck = (v, p) => reader.integer(v, p);
const boolean: KeyCheck = (v, p) => reader.boolean(v, p);
const string: KeyCheck = (v, p) => reader.string(v, p);
const object: KeyCheck = (v, p) => reader.object(v, p);
const orNull =
  (check: KeyCheck): KeyCheck =>
  (v, p) =>
    v === null ? undefined : check(v, p);

/** `DashboardJSONMetadataSchema`: every key a dashboard's metadata may carry, with its check. */
const KEY_CHECKS: Record<string, KeyCheck> = {
  native_filter_configuration: orNull((v, p) => checkNativeFilters(v, FIELD, p)),
  chart_configuration: checkChartConfiguration,
  global_chart_configuration: checkGlobalChartConfiguration,
  timed_refresh_immune_slices: (v, p) => reader.integerList(v, p),
  filter_scopes: object,
  expanded_slices: object,
  refresh_frequency: integer,
  default_filters: string,
  stagger_refresh: boolean,
  stagger_time: integer,
  color_scheme: orNull(string),
  color_namespace: orNull(string),
  positions: orNull((v) => checkLayout(v, `${FIELD}.positions`)),
  label_colors: object,
  // Any value is accepted: the save rules turn what is not a list into an empty list.
  shared_label_colors: () => undefined,
  map_label_colors: object,
  color_scheme_domain: (v, p) => reader.stringList(v, p),
  cross_filters_enabled: boolean,
  import_time: integer,
  remote_id: integer,
  filter_bar_orientation: orNull((v, p) => reader.oneOf(v, FILTER_BAR_ORIENTATIONS, p)),
  native_filter_migration: object,
};

/** Keys older clients still send that Superset drops on load rather than refusing. */
const DROPPED_KEYS = ['show_native_filters'];

/** The keys `json_metadata` accepts. */
export const JSON_METADATA_KEYS = Object.keys(KEY_CHECKS);

/**
 * Keys outside the schema a save may still carry: `'all'` for an import (Superset's importer keeps
 * whatever its exporters wrote, `expand_all_slices` and the like), or the ones the dashboard already
 * holds (so an imported dashboard can be saved again with its metadata as loaded).
 */
export type UnknownKeysKept = 'all' | ReadonlySet<string>;

/** Parses and checks a `json_metadata` string; empty text is an empty object. */
export function parseJsonMetadata(text: string | null | undefined, kept: UnknownKeysKept = new Set()): JsonObject {
  if (text === null || text === undefined || text.trim() === '') return {};
  return checkJsonMetadata(parseJsonText(text, FIELD), kept);
}

/** The keys of stored metadata that the schema does not know. */
export function unknownMetadataKeys(stored: string | null | undefined): Set<string> {
  try {
    const metadata: unknown = JSON.parse(stored ?? '{}');
    return new Set(metadata && typeof metadata === 'object' ? Object.keys(metadata).filter((key) => !(key in KEY_CHECKS)) : []);
  } catch {
    return new Set();
  }
}

/** Checks a metadata object: an unknown key (unless kept), or a known key with the wrong type, is a 400 naming it. */
export function checkJsonMetadata(value: unknown, kept: UnknownKeysKept = new Set()): JsonObject {
  const metadata = { ...reader.object(value, 'metadata') };
  for (const key of DROPPED_KEYS) delete metadata[key];
  const unknown = Object.keys(metadata).filter((key) => !(key in KEY_CHECKS) && kept !== 'all' && !kept.has(key));
  if (unknown.length > 0) {
    throw reader.fail(unknown[0], serverText('unknown key (allowed: %s)', JSON_METADATA_KEYS.join(', ')));
  }
  for (const [key, check] of Object.entries(KEY_CHECKS)) {
    if (metadata[key] !== undefined) check(metadata[key], key);
  }
  return metadata;
}

function checkScope(value: unknown, path: string): void {
  const scope = reader.object(value, path);
  if (scope.rootPath !== undefined) reader.stringList(scope.rootPath, `${path}.rootPath`);
  if (scope.excluded !== undefined) reader.integerList(scope.excluded, `${path}.excluded`);
}

/** `{chartId: {id, crossFilters: {scope: 'global' | {rootPath, excluded}, chartsInScope}}}`. */
function checkChartConfiguration(value: unknown, path: string): void {
  for (const [chartKey, raw] of Object.entries(reader.object(value, path))) {
    const at = `${path}.${chartKey}`;
    if (!/^\d+$/.test(chartKey)) throw reader.fail(at, serverText('keys must be chart ids'));
    const entry = reader.object(raw, at);
    if (entry.id !== undefined && reader.integer(entry.id, `${at}.id`) !== Number(chartKey)) {
      throw reader.fail(`${at}.id`, serverText('must equal its key %s', chartKey));
    }
    if (entry.crossFilters === undefined) continue;
    const crossFilters = reader.object(entry.crossFilters, `${at}.crossFilters`);
    if (crossFilters.scope !== undefined && crossFilters.scope !== 'global') checkScope(crossFilters.scope, `${at}.crossFilters.scope`);
    if (crossFilters.chartsInScope !== undefined) reader.integerList(crossFilters.chartsInScope, `${at}.crossFilters.chartsInScope`);
  }
}

function checkGlobalChartConfiguration(value: unknown, path: string): void {
  const config = reader.object(value, path);
  if (config.scope !== undefined) checkScope(config.scope, `${path}.scope`);
  if (config.chartsInScope !== undefined) reader.integerList(config.chartsInScope, `${path}.chartsInScope`);
}

import type { LayoutNode as StoredLayoutNode } from '@tessera/contracts/web';
import type { ClientError } from '../../api';

/** The layout component types of `position_json` (spec part 2 §3). */
export type { LayoutComponentType } from '@tessera/contracts/web';

/** One node of `position_json` once parsed: `parents` and `meta` are always filled in. */
export type LayoutNode = Required<StoredLayoutNode>;

/** `position_json` parsed: nodes by id. */
export type DashboardLayout = Record<string, LayoutNode>;

export interface DashboardOwner {
  id: number;
  first_name?: string;
  last_name?: string;
  /** Set for owners picked in the properties modal: the related endpoint's label. */
  label?: string;
}

/** What the page keeps of `GET /api/v1/dashboard/{id_or_slug}`. */
export interface DashboardInfo {
  id: number;
  slug: string | null;
  title: string;
  published: boolean;
  css: string;
  owners: DashboardOwner[];
  changedByName: string;
  changedOn: string;
  certifiedBy: string | null;
  certificationDetails: string | null;
  metadata: Record<string, unknown>;
  /** Roles that may view the dashboard (`DASHBOARD_RBAC`); absent when the server did not say. */
  roles?: DashboardRole[];
}

export interface DashboardRole {
  id: number;
  name?: string;
}

/** One chart of the dashboard as `GET /api/v1/dashboard/{id_or_slug}/charts` gives it. */
export interface DashboardChart {
  id: number;
  sliceName: string;
  vizType: string;
  datasourceId: number | null;
  datasourceType: string | null;
  formData: Record<string, unknown>;
  description: string | null;
}

/** Chart status (spec part 1 §4, part 2 §4); `idle` is a chart waiting for its turn to query. */
export type ChartStatus = 'idle' | 'loading' | 'success' | 'rendered' | 'failed' | 'stopped';

export interface ChartRuntime {
  status: ChartStatus;
  /** Sequence number of the latest request; answers carrying an older one are dropped. */
  requestSeq: number;
  /** Filters (as a stable key) the latest request ran with. */
  filtersKey: string | null;
  /** Whether the next request bypasses the cache. */
  force: boolean;
  queriesResponse: unknown[] | null;
  error: ClientError | null;
}

/** A native filter, with the fields the filter bar uses (spec part 2 §3). */
export interface NativeFilter {
  id: string;
  name: string;
  filterType: string;
  targets: { datasetId: number; column: string }[];
  multiSelect: boolean;
  defaultValue: FilterValue;
  scope: { rootPath: string[]; excluded: number[] };
  description: string;
  /** A value must be chosen before filters can be applied (`controlValues.enableEmptyFilter`). */
  required?: boolean;
  /** Filters whose applied values narrow this filter's options (`cascadeParentIds`). */
  parentIds?: string[];
  /** Option order: ascending, descending, or as the query returns them. */
  sortAscending?: boolean | null;
  sortMetric?: string | null;
  /** The first option is chosen and applied once the options load (`controlValues.defaultToFirstItem`). */
  defaultToFirstItem?: boolean;
}

/** A numerical range filter's value: minimum and maximum, either may be open. */
export type RangeValue = [number | null, number | null];

/** A select filter holds a list of values; a time filter a time range (a grain or column filter their choice); a range filter its bounds; null is no filter. */
export type FilterValue = string[] | string | RangeValue | null;

export interface FilterOptions {
  status: 'loading' | 'loaded' | 'failed';
  values: string[];
  error: ClientError | null;
}

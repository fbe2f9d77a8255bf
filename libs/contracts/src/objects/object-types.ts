import type { ServiceName } from '../platform/services';

/** Things users tag and star. `query` is a saved query, as in Superset's tag API. */
export const OBJECT_TYPES = ['query', 'chart', 'dashboard', 'dataset', 'tag'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** The types that can carry tags. */
export const TAGGABLE_TYPES = ['query', 'chart', 'dashboard', 'dataset'] as const;
export type TaggableType = (typeof TAGGABLE_TYPES)[number];

/** Superset's integer object types in `/api/v1/tag/{object_type}/{object_id}/`. */
export const OBJECT_TYPE_IDS: Record<TaggableType, number> = { query: 1, chart: 2, dashboard: 3, dataset: 4 };

/** Which service owns (and can describe) each object type. */
export const OBJECT_OWNER_SERVICE: Record<ObjectType, ServiceName> = {
  query: 'sql',
  chart: 'charts',
  dashboard: 'dashboards',
  dataset: 'charts',
  tag: 'tags',
};

/** A user as other resources embed it (`owners`, `created_by`). */
export interface UserRef {
  id: number;
  first_name: string;
  last_name: string;
}

/** What the owning service says about one object, for the caller in the envelope. */
export interface ObjectSummary {
  type: ObjectType;
  id: number;
  name: string;
  url: string;
  changed_on: string | null;
  created_by: UserRef | null;
  owners: UserRef[];
  /** Whether the caller may edit it (owner or admin, as the owning service rules). */
  editable: boolean;
}

/** Who is asking, as far as permission checks are concerned (the gateway's principal fits). */
export interface AccessSubject {
  roles: readonly string[];
  /** `perm|view` strings, e.g. `can_read|Dashboard`, `datasource_access|[examples].[t](id:7)`. */
  permissions: ReadonlySet<string>;
}

/** A user's (or a guest role's) resolved access. */
export interface UserAccess extends AccessSubject {
  roles: string[];
  permissions: ReadonlySet<string>;
  /** {@link permissionsDigest} of this access: equal digests mean equal rights. */
  digest: string;
}

/** Told when memberships or role grants change, so cached access is dropped. */
export interface AccessInvalidator {
  invalidateUser(userId: number): void;
  invalidateAll(): void;
}

/** The dataset (or bare table) a query wants to read. */
export interface DatasourceTarget {
  databaseName: string;
  databaseId?: number | null;
  catalog?: string | null;
  schema?: string | null;
  tableName?: string | null;
  datasetId?: number | null;
}

/** `/api/v1/me/roles/`: each role's `[permission, view]` pairs, and the data-access grants by kind. */
export interface RolesWithPermissions {
  roles: Record<string, [string, string][]>;
  permissions: { datasource_access: string[]; database_access: string[] };
}

/** An invalidator that does nothing, for services used without a permission cache. */
export const NO_ACCESS_CACHE: AccessInvalidator = { invalidateUser: () => undefined, invalidateAll: () => undefined };

/** A user as the gateway needs to know it. */
export interface DirectoryUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  /** The language the user chose; null or absent when they chose none. */
  locale?: string | null;
  loginCount?: number;
  /** Tokens and sessions issued at an older version are refused. */
  tokenVersion: number;
}

export interface UserAccess {
  roles: string[];
  permissions: ReadonlySet<string>;
  digest: string;
}

/** What the gateway asks of the security module to authenticate and authorise requests. */
export abstract class IdentityDirectory {
  abstract authenticate(username: string, password: string): Promise<DirectoryUser | null>;
  abstract findUser(userId: number): Promise<DirectoryUser | null>;
  /** Drops what is cached about the user (row and access), so the next lookup reads them afresh. */
  abstract forgetUser(userId: number): void;
  /**
   * Moves on whenever this process drops cached users or access (a user, role or permission changed
   * through it), so whatever was resolved from them before is known to be stale.
   */
  abstract accessGeneration(): number;
  abstract accessOf(userId: number): Promise<UserAccess>;
  /** Permissions of the role guests (embedded dashboards) act as. */
  abstract guestAccess(): Promise<UserAccess>;
  /** Users matching `filter` (name or username starts with it), for `related/owners` and the like. */
  abstract searchUsers(filter: string, page: number, pageSize: number): Promise<{ count: number; users: DirectoryUser[] }>;
  /** `/api/v1/me/roles/`: each role with its `[permission, view]` pairs, and data-access permissions by kind. */
  abstract rolesWithPermissions(
    userId: number,
  ): Promise<{ roles: Record<string, [string, string][]>; permissions: Record<string, string[]> }>;
}

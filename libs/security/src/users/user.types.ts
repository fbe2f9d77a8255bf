/** A role as listed on a user or an RLS filter. */
export interface RoleRef {
  id: number;
  name: string;
}

/** A user without the password hash: what the service hands out. */
export interface SecurityUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The language the user chose; null when they chose none. */
  locale: string | null;
  active: boolean;
  createdOn: Date;
  changedOn: Date;
  lastLogin: Date | null;
  loginCount: number;
  failLoginCount: number;
  /** Tokens and sessions issued at an older version are refused. */
  tokenVersion: number;
  /** `db` for a local password; a single-sign-on provider (`ldap`, `oidc`, `remote_user`) otherwise. */
  authProvider: string;
  roles: RoleRef[];
}

/** A new user; `password` is the plain secret, hashed before it is stored. */
export interface CreateUserInput {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  active?: boolean;
  roleIds?: number[];
}

/** Fields left out stay as they are; `roleIds` replaces the memberships; `password` is re-hashed; `locale` null forgets the choice. */
export type UpdateUserInput = Partial<CreateUserInput> & { locale?: string | null };

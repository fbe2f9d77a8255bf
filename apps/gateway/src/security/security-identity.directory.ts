import type { PermissionResolver, SecurityUser, UserService } from '@tessera/security';
import { IdentityDirectory, type DirectoryUser, type UserAccess } from './identity-directory';
import type { CachedUsers } from './cached-users';

function toDirectoryUser(user: SecurityUser): DirectoryUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    active: user.active,
    locale: user.locale,
    loginCount: user.loginCount,
    tokenVersion: user.tokenVersion,
  };
}

/** The gateway's view of the security library: authentication, users and their access. */
export class SecurityIdentityDirectory extends IdentityDirectory {
  constructor(
    private readonly users: UserService,
    private readonly permissions: PermissionResolver,
    private readonly cachedUsers: CachedUsers,
  ) {
    super();
  }

  async authenticate(username: string, password: string): Promise<DirectoryUser | null> {
    const user = await this.users.authenticate(username, password);
    return user ? toDirectoryUser(user) : null;
  }

  async findUser(userId: number): Promise<DirectoryUser | null> {
    const user = await this.cachedUsers.find(this.users, userId);
    return user ? toDirectoryUser(user) : null;
  }

  forgetUser(userId: number): void {
    this.cachedUsers.invalidateUser(userId);
    this.permissions.invalidateUser(userId);
  }

  accessGeneration(): number {
    return this.permissions.generation + this.cachedUsers.generation;
  }

  accessOf(userId: number): Promise<UserAccess> {
    return this.permissions.accessOf(userId);
  }

  guestAccess(): Promise<UserAccess> {
    return this.permissions.guestAccess();
  }

  async searchUsers(filter: string, page: number, pageSize: number): Promise<{ count: number; users: DirectoryUser[] }> {
    const { count, result } = await this.users.list({ page, pageSize, search: filter || undefined });
    return { count, users: result.map(toDirectoryUser) };
  }

  async rolesWithPermissions(userId: number) {
    const { roles, permissions } = await this.permissions.rolesWithPermissions(userId);
    return { roles, permissions };
  }
}

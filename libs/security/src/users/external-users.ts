import { In, type DataSource, type EntityManager } from 'typeorm';
import { usernameTaken } from '../common/security.errors';
import { isUniqueViolation } from '../common/unique-violation';
import { RoleEntity } from '../entities/role.entity';
import { UserEntity } from '../entities/user.entity';
import { NO_ACCESS_CACHE, type AccessInvalidator } from '../permissions/access.types';
import { currentRoleIds, replaceUserRoles, rolesOfUsers, sameIds } from './user-roles';
import { toSecurityUser } from './user.mapper';
import type { SecurityUser } from './user.types';

/** What a single-sign-on provider says about a person at login. */
export interface ExternalProfile {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Accounts of people who log in through a single-sign-on provider: created without a password (they
 * can never log in locally), their name and email refreshed from the provider at every login, and
 * their roles replaced when the roles mapping says so. Replacing roles raises the token version like
 * any role change, so what the user held before is revoked.
 */
export class ExternalUsers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessInvalidator = NO_ACCESS_CACHE,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async findByUsername(username: string): Promise<SecurityUser | null> {
    const user = await this.dataSource.manager
      .createQueryBuilder(UserEntity, 'u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
    return user ? this.withRoles(user) : null;
  }

  /** The ids of the roles with these names; names no role has are left out (the caller reports them). */
  async roleIdsByName(names: readonly string[]): Promise<Map<string, number>> {
    if (!names.length) return new Map();
    const roles = await this.dataSource.manager.findBy(RoleEntity, { name: In([...new Set(names)]) });
    return new Map(roles.map((role) => [role.name, role.id]));
  }

  /** Creates the account of a person a provider vouched for, with no local password. */
  async register(profile: ExternalProfile, provider: string, roleIds: number[]): Promise<SecurityUser> {
    const at = this.now();
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        const { identifiers } = await manager.insert(UserEntity, {
          username: profile.username,
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: await this.freeEmail(manager, profile),
          password: null,
          active: true,
          authProvider: provider,
          createdOn: at,
          changedOn: at,
        });
        const userId = Number(identifiers[0].id);
        await replaceUserRoles(manager, userId, [...new Set(roleIds)]);
        return userId;
      });
      return await this.recordLogin(id, null);
    } catch (error) {
      if (isUniqueViolation(error, 'ab_user_username_key')) throw usernameTaken();
      throw error;
    }
  }

  /**
   * Counts a login, refreshes the name and email from the provider (`profile`, when given) and, with
   * `roleIds`, makes those the user's exact roles.
   */
  async recordLogin(id: number, profile: ExternalProfile | null, roleIds?: number[]): Promise<SecurityUser> {
    await this.dataSource.transaction(async (manager) => {
      const changes: Partial<UserEntity> = { lastLogin: this.now(), failLoginCount: 0 };
      if (profile) {
        changes.firstName = profile.firstName;
        changes.lastName = profile.lastName;
        const current = await manager.findOneBy(UserEntity, { id });
        if (current && current.email.toLowerCase() !== profile.email.toLowerCase())
          changes.email = await this.freeEmail(manager, profile, id);
      }
      const rolesChange = roleIds !== undefined && !sameIds(roleIds, await currentRoleIds(manager, id));
      await manager
        .createQueryBuilder()
        .update(UserEntity)
        .set({
          ...changes,
          loginCount: () => 'login_count + 1',
          ...(rolesChange ? { tokenVersion: () => 'token_version + 1', changedOn: this.now() } : {}),
        })
        .where('id = :id', { id })
        .execute();
      if (rolesChange) await replaceUserRoles(manager, id, [...new Set(roleIds)]);
    });
    this.access.invalidateUser(id);
    const user = await this.dataSource.manager.findOneByOrFail(UserEntity, { id });
    return this.withRoles(user);
  }

  /**
   * The provider's email, or Flask-AppBuilder's `<username>@email.notfound` when the provider has none
   * or another account already uses it (emails are unique here, not necessarily at the provider).
   * Asked inside the caller's transaction: the embedded store has one connection.
   */
  private async freeEmail(manager: EntityManager, profile: ExternalProfile, exceptId?: number): Promise<string> {
    const wanted = profile.email.trim();
    if (wanted) {
      const query = manager.createQueryBuilder(UserEntity, 'u').where('lower(u.email) = lower(:wanted)', { wanted });
      if (exceptId !== undefined) query.andWhere('u.id <> :exceptId', { exceptId });
      if ((await query.getCount()) === 0) return wanted;
    }
    return `${profile.username}@email.notfound`;
  }

  private async withRoles(user: UserEntity): Promise<SecurityUser> {
    const roles = await rolesOfUsers(this.dataSource.manager, [user.id]);
    return toSecurityUser(user, roles.get(user.id) ?? []);
  }
}

import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, pageWindow, type Page, type PageRequest } from '../common/paging';
import { emailTaken, userNotFound, usernameTaken } from '../common/security.errors';
import { isUniqueViolation } from '../common/unique-violation';
import { UserEntity } from '../entities/user.entity';
import type { PasswordHasher } from '../passwords/password.hasher';
import { NO_ACCESS_CACHE, type AccessInvalidator } from '../permissions/access.types';
import { currentRoleIds, existingRoleIds, replaceUserRoles, rolesOfUsers, sameIds } from './user-roles';
import { toSecurityUser } from './user.mapper';
import type { CreateUserInput, SecurityUser, UpdateUserInput } from './user.types';
import { validateUserInput } from './user.validation';

/** Rules of the {@link UserService} that deployments set. */
export interface UserPolicy {
  /** Fewest characters a new password may have (default 8). */
  passwordMinLength?: number;
}

/** How a user is created: the bootstrap administrator keeps the password it was configured with. */
export interface CreateUserOptions {
  enforcePasswordPolicy?: boolean;
}

/**
 * Users: CRUD with validation and uniqueness (usernames and emails compare case-insensitively),
 * and password logins with Flask-AppBuilder's login bookkeeping. A password change, a deactivation
 * or a change of roles raises the user's token version, which revokes their tokens and sessions.
 */
export class UserService {
  private readonly passwordMinLength: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly access: AccessInvalidator = NO_ACCESS_CACHE,
    private readonly now: () => Date = () => new Date(),
    policy: UserPolicy = {},
  ) {
    this.passwordMinLength = policy.passwordMinLength ?? 8;
  }

  async create(input: CreateUserInput, options: CreateUserOptions = {}): Promise<SecurityUser> {
    validateUserInput(input, true, options.enforcePasswordPolicy === false ? 1 : this.passwordMinLength);
    const password = await this.hasher.hash(input.password);
    const id = await this.write(async (manager) => {
      await this.assertUnique(manager, input, null);
      const roleIds = await existingRoleIds(manager, input.roleIds ?? []);
      const at = this.now();
      const { identifiers } = await manager.insert(UserEntity, {
        username: input.username,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email: input.email,
        password,
        active: input.active ?? true,
        createdOn: at,
        changedOn: at,
      });
      const userId = Number(identifiers[0].id);
      await replaceUserRoles(manager, userId, roleIds);
      return userId;
    });
    return this.get(id);
  }

  async update(id: number, input: UpdateUserInput): Promise<SecurityUser> {
    validateUserInput(input, false, this.passwordMinLength);
    const password = input.password === undefined ? undefined : await this.hasher.hash(input.password);
    await this.write(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id });
      if (!user) throw userNotFound(id);
      await this.assertUnique(manager, input, id);
      const roleIds = input.roleIds === undefined ? undefined : await existingRoleIds(manager, input.roleIds);
      const changes: Partial<UserEntity> = { changedOn: this.now() };
      if (input.username !== undefined) changes.username = input.username;
      if (input.firstName !== undefined) changes.firstName = input.firstName.trim();
      if (input.lastName !== undefined) changes.lastName = input.lastName.trim();
      if (input.email !== undefined) changes.email = input.email;
      if (input.active !== undefined) changes.active = input.active;
      if (input.locale !== undefined) changes.locale = input.locale;
      if (password !== undefined) changes.password = password;
      const rolesChange = roleIds !== undefined && !sameIds(roleIds, await currentRoleIds(manager, id));
      const revokes = password !== undefined || (input.active === false && user.active) || rolesChange;
      await manager.update(UserEntity, { id }, revokes ? { ...changes, tokenVersion: () => 'token_version + 1' } : changes);
      if (roleIds) await replaceUserRoles(manager, id, roleIds);
    });
    this.access.invalidateUser(id);
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(UserEntity, { id });
    if (!affected) throw userNotFound(id);
    this.access.invalidateUser(id);
  }

  /** The user, or a NOT_FOUND error. */
  async get(id: number): Promise<SecurityUser> {
    const user = await this.findById(id);
    if (!user) throw userNotFound(id);
    return user;
  }

  async findById(id: number): Promise<SecurityUser | null> {
    const user = await this.dataSource.manager.findOneBy(UserEntity, { id });
    return user ? this.withRoles(user) : null;
  }

  async findByUsername(username: string): Promise<SecurityUser | null> {
    const user = await this.byUsername(this.dataSource.manager, username);
    return user ? this.withRoles(user) : null;
  }

  /** Users whose full name, username or email contains `search`, ordered by name. */
  async list(request: PageRequest = {}): Promise<Page<SecurityUser>> {
    const { skip, take } = pageWindow(request);
    const query = this.dataSource.manager.createQueryBuilder(UserEntity, 'u');
    if (request.search) {
      query.where("(u.first_name || ' ' || u.last_name ILIKE :pattern OR u.username ILIKE :pattern OR u.email ILIKE :pattern)", {
        pattern: containsPattern(request.search),
      });
    }
    const [users, count] = await query
      .orderBy('u.firstName', 'ASC')
      .addOrderBy('u.lastName', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    const roles = await rolesOfUsers(
      this.dataSource.manager,
      users.map((user) => user.id),
    );
    return { count, result: users.map((user) => toSecurityUser(user, roles.get(user.id) ?? [])) };
  }

  /**
   * The active user with this username and password, or null. A wrong password counts a failed
   * login; a good one counts the login, stamps `last_login` and clears the failures.
   */
  async authenticate(username: string, password: string): Promise<SecurityUser | null> {
    const user = await this.byUsername(this.dataSource.manager, username);
    if (!user || !user.active || !user.password) {
      await this.hasher.burn(password);
      return null;
    }
    const repository = this.dataSource.getRepository(UserEntity);
    if (!(await this.hasher.verify(password, user.password))) {
      await repository.increment({ id: user.id }, 'failLoginCount', 1);
      return null;
    }
    await repository
      .createQueryBuilder()
      .update()
      .set({ loginCount: () => 'login_count + 1', failLoginCount: 0, lastLogin: this.now() })
      .where('id = :id', { id: user.id })
      .execute();
    return this.get(user.id);
  }

  private byUsername(manager: EntityManager, username: string): Promise<UserEntity | null> {
    return manager.createQueryBuilder(UserEntity, 'u').where('lower(u.username) = lower(:username)', { username }).getOne();
  }

  private async withRoles(user: UserEntity): Promise<SecurityUser> {
    const roles = await rolesOfUsers(this.dataSource.manager, [user.id]);
    return toSecurityUser(user, roles.get(user.id) ?? []);
  }

  private async assertUnique(manager: EntityManager, input: UpdateUserInput, exceptId: number | null): Promise<void> {
    const clash = async (column: 'username' | 'email', value: string | undefined) => {
      if (value === undefined) return false;
      const query = manager.createQueryBuilder(UserEntity, 'u').where(`lower(u.${column}) = lower(:value)`, { value });
      if (exceptId !== null) query.andWhere('u.id <> :exceptId', { exceptId });
      return (await query.getCount()) > 0;
    };
    if (await clash('username', input.username)) throw usernameTaken();
    if (await clash('email', input.email)) throw emailTaken();
  }

  /** Runs `work` in a transaction; a unique index tripped by a concurrent writer becomes the same conflict. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, 'ab_user_username_key')) throw usernameTaken();
      if (isUniqueViolation(error, 'ab_user_email_key')) throw emailTaken();
      throw error;
    }
  }
}

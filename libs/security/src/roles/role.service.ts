import { notFound, validationFailed } from '@tessera/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { PermissionPair } from '../catalogue/permission-pair';
import { permissionKey } from '../catalogue/permission-pair';
import { containsPattern, pageWindow, type Page, type PageRequest } from '../common/paging';
import { roleNameTaken, roleNotFound, unknownRoleMembers } from '../common/security.errors';
import { isUniqueViolation } from '../common/unique-violation';
import { PermissionViewRoleEntity } from '../entities/permission-view-role.entity';
import { PermissionEntity } from '../entities/permission.entity';
import { RoleEntity } from '../entities/role.entity';
import { UserRoleEntity } from '../entities/user-role.entity';
import { UserEntity } from '../entities/user.entity';
import { ViewMenuEntity } from '../entities/view-menu.entity';
import { NO_ACCESS_CACHE, type AccessInvalidator } from '../permissions/access.types';
import { ensurePermissionViews } from '../permissions/permission-view.store';
import type { RoleRef } from '../users/user.types';
import { permissionViewQuery, toPermissionViewItem } from './permission-view.queries';
import { addRoleGrants, existingPermissionViewIds, grantedPermissionViewIds, replaceRoleGrants } from './role-grants';
import type { NamedItem, PermissionViewItem, RoleDetail } from './role.types';
import { serverText } from '@tessera/platform';

const ROLE_NAME_MAX = 64;

/**
 * Roles and their grants, and the permission catalogue as stored, for Flask-AppBuilder's
 * `/api/v1/security/roles/`, `/permissions/`, `/resources/` and `/permissions-resources/`.
 */
export class RoleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessInvalidator = NO_ACCESS_CACHE,
  ) {}

  async list(request: PageRequest = {}): Promise<Page<RoleRef>> {
    const { skip, take } = pageWindow(request);
    const query = this.manager.createQueryBuilder(RoleEntity, 'r').orderBy('r.name', 'ASC').skip(skip).take(take);
    if (request.search) query.where('r.name ILIKE :pattern', { pattern: containsPattern(request.search) });
    const [roles, count] = await query.getManyAndCount();
    return { count, result: roles.map(({ id, name }) => ({ id, name })) };
  }

  async get(id: number): Promise<RoleDetail> {
    const role = await this.manager.findOneBy(RoleEntity, { id });
    if (!role) throw roleNotFound(id);
    const members = await this.manager.find(UserRoleEntity, { where: { roleId: id }, order: { userId: 'ASC' } });
    const permissionViewIds = (await grantedPermissionViewIds(this.manager, id)).sort((a, b) => a - b);
    return { id: role.id, name: role.name, permissionViewIds, userIds: members.map((member) => member.userId) };
  }

  async findByName(name: string): Promise<RoleRef | null> {
    const role = await this.manager.findOneBy(RoleEntity, { name });
    return role ? { id: role.id, name: role.name } : null;
  }

  async create(name: string): Promise<RoleRef> {
    const clean = validRoleName(name);
    const { identifiers } = await this.write((manager) => manager.insert(RoleEntity, { name: clean }));
    return { id: Number(identifiers[0].id), name: clean };
  }

  async rename(id: number, name: string): Promise<RoleRef> {
    const clean = validRoleName(name);
    const { affected } = await this.write((manager) => manager.update(RoleEntity, { id }, { name: clean }));
    if (!affected) throw roleNotFound(id);
    this.access.invalidateAll();
    return { id, name: clean };
  }

  async delete(id: number): Promise<void> {
    const { affected } = await this.manager.delete(RoleEntity, { id });
    if (!affected) throw roleNotFound(id);
    this.access.invalidateAll();
  }

  /** The role's grants, ordered by view menu and permission. */
  async permissionsOf(roleId: number): Promise<PermissionViewItem[]> {
    await this.requireRole(this.manager, roleId);
    const rows = await permissionViewQuery(this.manager)
      .innerJoin(PermissionViewRoleEntity, 'pvr', 'pvr.permissionViewId = pv.id AND pvr.roleId = :roleId', { roleId })
      .getMany();
    return rows.map(toPermissionViewItem);
  }

  /** Replaces the role's grants with exactly these permission views. */
  async setPermissions(roleId: number, permissionViewIds: number[]): Promise<void> {
    const changed = await this.dataSource.transaction(async (manager) => {
      await this.requireRole(manager, roleId);
      return replaceRoleGrants(manager, roleId, await existingPermissionViewIds(manager, permissionViewIds));
    });
    if (changed) this.access.invalidateAll();
  }

  /**
   * Replaces the role's members with exactly these users (Superset's `PUT /roles/{id}/users`). Ids of
   * users that do not exist refuse the whole change, so a typo never silently drops a member.
   */
  async setUsers(roleId: number, userIds: number[]): Promise<void> {
    const wanted = [...new Set(userIds)];
    await this.dataSource.transaction(async (manager) => {
      await this.requireRole(manager, roleId);
      const found = new Set((wanted.length ? await manager.findBy(UserEntity, { id: In(wanted) }) : []).map((user) => user.id));
      const unknown = wanted.filter((id) => !found.has(id));
      if (unknown.length) throw unknownRoleMembers(unknown);
      await manager.delete(UserRoleEntity, { roleId });
      if (wanted.length)
        await manager.insert(
          UserRoleEntity,
          wanted.map((userId) => ({ userId, roleId })),
        );
    });
    this.access.invalidateAll();
  }

  /** Adds rights to the role, creating the permission views first (e.g. `datasource_access` on a new dataset). */
  async grant(roleId: number, pairs: readonly PermissionPair[]): Promise<void> {
    const changed = await this.dataSource.transaction(async (manager) => {
      await this.requireRole(manager, roleId);
      const ids = await ensurePermissionViews(manager, pairs);
      return addRoleGrants(manager, roleId, [...ids.values()]);
    });
    if (changed) this.access.invalidateAll();
  }

  /** The permission view for the pair, created (with its permission and view menu) when missing. */
  async ensurePermissionView(pair: PermissionPair): Promise<PermissionViewItem> {
    const ids = await this.dataSource.transaction((manager) => ensurePermissionViews(manager, [pair]));
    const row = await permissionViewQuery(this.manager)
      .where('pv.id = :id', { id: ids.get(permissionKey(pair.permission, pair.viewMenu)) })
      .getOneOrFail();
    return toPermissionViewItem(row);
  }

  listPermissions(request: PageRequest = {}): Promise<Page<NamedItem>> {
    return this.listNamed(PermissionEntity, request);
  }

  listViewMenus(request: PageRequest = {}): Promise<Page<NamedItem>> {
    return this.listNamed(ViewMenuEntity, request);
  }

  /** One permission name by id; 404 when there is none. */
  getPermission(id: number): Promise<NamedItem> {
    return this.getNamed(PermissionEntity, id);
  }

  /** One view menu (a resource permissions are named after) by id; 404 when there is none. */
  getViewMenu(id: number): Promise<NamedItem> {
    return this.getNamed(ViewMenuEntity, id);
  }

  /** One permission on a view menu by id; 404 when there is none. */
  async getPermissionView(id: number): Promise<PermissionViewItem> {
    const row = await permissionViewQuery(this.manager).where('pv.id = :id', { id }).getOne();
    if (!row) throw notFound();
    return toPermissionViewItem(row);
  }

  async listPermissionViews(request: PageRequest = {}): Promise<Page<PermissionViewItem>> {
    const { skip, take } = pageWindow(request);
    const [rows, count] = await permissionViewQuery(this.manager, request.search).skip(skip).take(take).getManyAndCount();
    return { count, result: rows.map(toPermissionViewItem) };
  }

  private get manager(): EntityManager {
    return this.dataSource.manager;
  }

  private async getNamed(entity: typeof PermissionEntity | typeof ViewMenuEntity, id: number): Promise<NamedItem> {
    const row = await this.manager.findOneBy(entity, { id });
    if (!row) throw notFound();
    return { id: row.id, name: row.name };
  }

  private async listNamed(entity: typeof PermissionEntity | typeof ViewMenuEntity, request: PageRequest): Promise<Page<NamedItem>> {
    const { skip, take } = pageWindow(request);
    const query = this.manager.createQueryBuilder(entity, 'n').orderBy('n.name', 'ASC').skip(skip).take(take);
    if (request.search) query.where('n.name ILIKE :pattern', { pattern: containsPattern(request.search) });
    const [rows, count] = await query.getManyAndCount();
    return { count, result: rows.map(({ id, name }) => ({ id, name })) };
  }

  private async requireRole(manager: EntityManager, id: number): Promise<void> {
    if (!(await manager.existsBy(RoleEntity, { id }))) throw roleNotFound(id);
  }

  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await work(this.manager);
    } catch (error) {
      if (isUniqueViolation(error, 'ab_role_name_key')) throw roleNameTaken();
      throw error;
    }
  }
}

function validRoleName(name: string): string {
  const clean = typeof name === 'string' ? name.trim() : '';
  if (!clean) throw validationFailed({ name: [serverText('Missing data for required field.')] });
  if (clean.length > ROLE_NAME_MAX) throw validationFailed({ name: [serverText('Longer than maximum length %s.', ROLE_NAME_MAX)] });
  return clean;
}

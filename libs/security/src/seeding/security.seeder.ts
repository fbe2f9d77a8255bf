import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { BUILTIN_ROLE_NAMES, builtinRolePermissions } from '../catalogue/builtin-roles';
import { PERMISSION_CATALOGUE } from '../catalogue/permission-catalogue';
import { permissionKey, type PermissionPair } from '../catalogue/permission-pair';
import { PermissionViewEntity } from '../entities/permission-view.entity';
import { RoleEntity } from '../entities/role.entity';
import { NO_ACCESS_CACHE, type AccessInvalidator } from '../permissions/access.types';
import { addRoleGrants, grantedPermissionViewIds, replaceRoleGrants } from '../roles/role-grants';
import type { UserService } from '../users/user.service';
import { ensurePermissionViews } from '../permissions/permission-view.store';

/** Serialises concurrent `sync()` runs across replicas (any fixed 64-bit number unique to this use). */
const SYNC_LOCK_ID = '7312945013';

export interface SyncOptions {
  /** Superset's `PUBLIC_ROLE_LIKE`: merge this role's grants into Public (e.g. `Gamma`). */
  publicRoleLike?: string;
}

/** What a `sync()` changed; all empty on a re-run. */
export interface SyncReport {
  createdPermissionViews: number;
  createdRoles: string[];
  changedRoles: string[];
}

/** The account `ensureAdmin` creates (Superset's `fab create-admin` prompts). */
export interface FirstAdmin {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * `superset init` and `superset fab create-admin`: creates the permission catalogue, resets the
 * built-in roles Admin, Alpha, Gamma and sql_lab to their definitions, makes sure Public exists,
 * and creates the first admin. Custom roles and Public's own grants are left alone.
 */
export class SecuritySeeder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
    private readonly access: AccessInvalidator = NO_ACCESS_CACHE,
    private readonly catalogue: readonly PermissionPair[] = PERMISSION_CATALOGUE,
  ) {}

  async sync(options: SyncOptions = {}): Promise<SyncReport> {
    const report = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SYNC_LOCK_ID]);
      const before = await manager.count(PermissionViewEntity);
      const ids = await ensurePermissionViews(manager, this.catalogue);
      const result: SyncReport = {
        createdPermissionViews: (await manager.count(PermissionViewEntity)) - before,
        createdRoles: [],
        changedRoles: [],
      };
      const roleIds = new Map<string, number>();
      for (const name of BUILTIN_ROLE_NAMES) {
        const { id, created } = await ensureRole(manager, name);
        roleIds.set(name, id);
        if (created) result.createdRoles.push(name);
        if (name === 'Public') continue;
        const wanted = builtinRolePermissions(name, this.catalogue).map(
          (pair) => ids.get(permissionKey(pair.permission, pair.viewMenu)) as number,
        );
        if (await replaceRoleGrants(manager, id, wanted)) result.changedRoles.push(name);
      }
      if (options.publicRoleLike && (await this.mergeIntoPublic(manager, options.publicRoleLike, roleIds.get('Public') as number))) {
        result.changedRoles.push('Public');
      }
      return result;
    });
    if (report.changedRoles.length) this.access.invalidateAll();
    return report;
  }

  /** Creates the first Admin unless a user with this username exists; answers whether it did. */
  async ensureAdmin(admin: FirstAdmin): Promise<boolean> {
    if (await this.users.findByUsername(admin.username)) return false;
    const { id: adminRoleId } = await this.dataSource.transaction((manager) => ensureRole(manager, 'Admin'));
    try {
      // The configured first password is kept even when short; the gateway warns about it at start.
      await this.users.create({ ...admin, active: true, roleIds: [adminRoleId] }, { enforcePasswordPolicy: false });
      return true;
    } catch (error) {
      // Another replica created the same admin between the check and the insert.
      if (error instanceof TesseraError && error.code === ErrorCode.CONFLICT && (await this.users.findByUsername(admin.username)))
        return false;
      throw error;
    }
  }

  private async mergeIntoPublic(manager: EntityManager, likeName: string, publicId: number): Promise<boolean> {
    const like = await manager.findOneBy(RoleEntity, { name: likeName });
    if (!like) throw new TesseraError(ErrorCode.BAD_REQUEST, `Role ${likeName} to copy into Public does not exist`);
    return addRoleGrants(manager, publicId, await grantedPermissionViewIds(manager, like.id));
  }
}

async function ensureRole(manager: EntityManager, name: string): Promise<{ id: number; created: boolean }> {
  const inserted = await manager.createQueryBuilder().insert().into(RoleEntity).values({ name }).orIgnore().returning(['id']).execute();
  const createdId = inserted.raw?.[0]?.id as number | undefined;
  if (createdId !== undefined) return { id: Number(createdId), created: true };
  const existing = await manager.findOneByOrFail(RoleEntity, { name });
  return { id: existing.id, created: false };
}

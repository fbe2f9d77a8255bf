import { ErrorCode, notFound, ObjectsDeleted, TesseraError, type DashboardWriteFields, type DashboardWriteReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BusClient, UserDirectoryClient, serverText } from '@tessera/platform';
import { In, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import { DashboardAccessPolicy } from './dashboard-access.policy';
import type { Viewer } from '../access/viewer';
import { RoleDirectoryClient } from '../roles/role-directory.client';
import { DashboardTagsClient } from '../tags/dashboard-tags.client';
import { DashboardContentService, type PreparedContent } from './dashboard-content.service';
import { DashboardRoleEntity } from './dashboard-role.entity';
import { certification, cssOrDefault, normalizeSlug, titleOrDefault } from './dashboard-save.rules';
import { DashboardSliceEntity } from './dashboard-slice.entity';
import { DashboardEntity } from './dashboard.entity';
import { DashboardFinder } from './dashboard.finder';
import { unknownMetadataKeys } from '../validation/json-metadata.validator';
import { lastModifiedTime } from './dashboard.mapper';

const unprocessable = (field: string, problem: string) =>
  new TesseraError(ErrorCode.UNPROCESSABLE, `${field}: ${problem}`, { fields: { [field]: [problem] } });

/** Creating, saving and deleting dashboards. Every check runs before anything is written. */
@Injectable()
export class DashboardWritesService {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    private readonly finder: DashboardFinder,
    private readonly policy: DashboardAccessPolicy,
    private readonly content: DashboardContentService,
    private readonly users: UserDirectoryClient,
    private readonly roles: RoleDirectoryClient,
    private readonly tags: DashboardTagsClient,
    private readonly bus: BusClient,
  ) {}

  async create(viewer: Viewer, fields: DashboardWriteFields): Promise<DashboardWriteReply> {
    if (viewer.guestResources) throw new TesseraError(ErrorCode.FORBIDDEN, serverText('Guests cannot create dashboards'));
    const owners = [...new Set([...(viewer.userId !== null ? [viewer.userId] : []), ...(fields.owners ?? [])])];
    const dashboard = this.dashboards.create({
      owners,
      createdBy: viewer.userId,
      slug: null,
      published: false,
      css: '',
      jsonMetadata: '{}',
      positionJson: null,
      certifiedBy: null,
      certificationDetails: null,
      isManagedExternally: false,
      externalUrl: null,
    });
    return this.save(viewer, dashboard, { ...fields, dashboard_title: fields.dashboard_title ?? null, owners }, true);
  }

  async update(viewer: Viewer, id: number, fields: DashboardWriteFields): Promise<DashboardWriteReply> {
    const dashboard = await this.finder.findEditable(viewer, id);
    let owners = fields.owners;
    if (owners !== undefined && !viewer.isAdmin && viewer.userId !== null && !owners.includes(viewer.userId)) {
      // A non-admin editor stays an owner, or they would lock themselves out of their own save.
      owners = [...owners, viewer.userId];
    }
    return this.save(viewer, dashboard, { ...fields, ...(owners !== undefined ? { owners } : {}) }, false);
  }

  async delete(viewer: Viewer, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const found = await this.dashboards.findBy({ id: In(unique) });
    if (found.length !== unique.length) throw notFound();
    for (const dashboard of found) await this.finder.findEditable(viewer, dashboard.id);
    await this.dashboards.delete({ id: In(unique) });
    await this.bus.emit(ObjectsDeleted, { type: 'dashboard', ids: unique });
    return unique.length;
  }

  /** Stores a new dashboard (for copies) with its chart links, after the same checks as a save. */
  async insertChecked(dashboard: DashboardEntity, content: PreparedContent): Promise<DashboardEntity> {
    await this.assertSlugFree(dashboard.slug, dashboard.id);
    return this.persist(dashboard, content, undefined);
  }

  private async save(
    viewer: Viewer,
    dashboard: DashboardEntity,
    fields: DashboardWriteFields,
    creating: boolean,
  ): Promise<DashboardWriteReply> {
    const content = await this.content.prepare(fields, unknownMetadataKeys(dashboard.jsonMetadata));
    if (fields.owners !== undefined) await this.assertUsersExist(fields.owners);
    if (fields.roles !== undefined) await this.assertRolesExist(fields.roles);
    const tagNames = fields.tags !== undefined && !creating ? await this.tags.resolveTagNames(fields.tags) : undefined;
    this.apply(dashboard, fields, content);
    dashboard.changedBy = viewer.userId;
    dashboard.changedOn = new Date();
    await this.assertSlugFree(dashboard.slug, creating ? undefined : dashboard.id);
    const saved = await this.persist(dashboard, content, fields.roles);
    if (tagNames !== undefined) await this.tags.applyCustomTags(saved.id, tagNames);
    return { id: saved.id, last_modified_time: lastModifiedTime(saved) };
  }

  private apply(dashboard: DashboardEntity, fields: DashboardWriteFields, content: PreparedContent): void {
    if ('dashboard_title' in fields) dashboard.dashboardTitle = titleOrDefault(fields.dashboard_title);
    if ('slug' in fields) dashboard.slug = normalizeSlug(fields.slug);
    if ('css' in fields) dashboard.css = cssOrDefault(fields.css);
    if (fields.owners !== undefined) dashboard.owners = fields.owners;
    if (fields.published !== undefined && fields.published !== null) dashboard.published = fields.published;
    if (fields.is_managed_externally !== undefined && fields.is_managed_externally !== null)
      dashboard.isManagedExternally = fields.is_managed_externally;
    if ('external_url' in fields) dashboard.externalUrl = fields.external_url ?? null;
    if ('certified_by' in fields || 'certification_details' in fields) {
      const rules = certification(
        'certified_by' in fields ? fields.certified_by : dashboard.certifiedBy,
        'certification_details' in fields ? fields.certification_details : dashboard.certificationDetails,
      );
      dashboard.certifiedBy = rules.certifiedBy;
      dashboard.certificationDetails = rules.certificationDetails;
    }
    if (content.jsonMetadata !== undefined) dashboard.jsonMetadata = content.jsonMetadata;
    if (content.positionJson !== undefined) dashboard.positionJson = content.positionJson;
  }

  private async persist(dashboard: DashboardEntity, content: PreparedContent, roleIds: number[] | undefined): Promise<DashboardEntity> {
    try {
      return await this.dashboards.manager.transaction(async (manager) => {
        const saved = await manager.save(DashboardEntity, dashboard);
        if (content.chartIds !== undefined)
          await replaceLinks(
            manager,
            DashboardSliceEntity,
            saved.id,
            content.chartIds.map((chartId) => ({ dashboardId: saved.id, chartId })),
          );
        if (roleIds !== undefined)
          await replaceLinks(
            manager,
            DashboardRoleEntity,
            saved.id,
            [...new Set(roleIds)].map((roleId) => ({ dashboardId: saved.id, roleId })),
          );
        return saved;
      });
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === '23505' &&
        /slug/.test(error.message + String((error.driverError as { constraint?: string }).constraint))
      ) {
        throw unprocessable('slug', serverText('Must be unique: another dashboard already uses "%s"', dashboard.slug));
      }
      throw error;
    }
  }

  private async assertSlugFree(slug: string | null, ownId: number | undefined): Promise<void> {
    if (!slug) return;
    const holder = await this.dashboards.findOneBy({ slug });
    if (holder && holder.id !== ownId) throw unprocessable('slug', serverText('Must be unique: another dashboard already uses "%s"', slug));
  }

  private async assertUsersExist(ids: number[]): Promise<void> {
    const found = await this.users.describe(ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw unprocessable('owners', serverText('Owners are invalid: no user with id %s', missing.join(', ')));
  }

  private async assertRolesExist(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.roles.describe(ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw unprocessable('roles', serverText('Some roles do not exist: %s', missing.join(', ')));
  }
}

async function replaceLinks<T extends DashboardSliceEntity | DashboardRoleEntity>(
  manager: EntityManager,
  entity: new () => T,
  dashboardId: number,
  rows: Partial<T>[],
): Promise<void> {
  await manager.delete(entity, { dashboardId });
  if (rows.length > 0) await manager.insert(entity, rows as never);
}

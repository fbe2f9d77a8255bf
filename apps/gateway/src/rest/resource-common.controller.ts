import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { Favorites, forbidden, notFound, type FavoriteType } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { Authenticated } from '../auth/auth.decorators';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { IdentityDirectory } from '../security/identity-directory';
import { hasPermission, type Principal } from '../auth/principal';
import { buildInfoResponse } from './info-response.builder';
import { parseRelatedQuery } from './related-query.parser';
import { INFO_PERMISSIONS, RestResourceRegistry, type RestResourceConfig } from './resource-registry';
import { decodeIdList } from './rison-query';
import { ParseIdPipe } from '../http/id-param.pipe';

/**
 * Routes every resource shares, written once: `_info`, `related/{column}`, `distinct/{column}`,
 * `favorite_status/` and `{id}/favorites/`. Each checks the caller's permission on the resource.
 */
@Controller('api/v1/:resource')
export class ResourceCommonController {
  constructor(
    private readonly registry: RestResourceRegistry,
    private readonly bus: BusClient,
    private readonly directory: IdentityDirectory,
  ) {}

  @Get('_info')
  @Authenticated()
  info(@Param('resource') name: string, @Query('q') q: unknown, @Req() request: AuthenticatedRequest) {
    const resource = this.resource(name, request.principal, 'can_read');
    // The permissions that exist on this view and the caller holds (Admin's role holds all of them).
    const held = (request.principal as Principal).permissions;
    const permissions = INFO_PERMISSIONS.filter((p) => held.has(`${p}|${resource.viewMenu}`));
    return buildInfoResponse(q, resource.spec, permissions);
  }

  @Get('related/:column')
  @Authenticated()
  async related(
    @Param('resource') name: string,
    @Param('column') column: string,
    @Query('q') q: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const resource = this.resource(name, request.principal, 'can_read');
    const query = parseRelatedQuery(q, resource.spec.maxPageSize);
    if (resource.userRelatedFields?.includes(column)) {
      const { count, users } = await this.directory.searchUsers(query.filter, query.page, query.pageSize);
      return {
        count,
        result: users.map((u) => ({
          value: u.id,
          text: `${u.firstName} ${u.lastName}`.trim() || u.username,
          extra: { email: u.email, active: u.active },
        })),
      };
    }
    if (!resource.related || !resource.spec.relatedFields?.includes(column)) throw notFound();
    return this.bus.request(resource.related, { column, ...query });
  }

  @Get('distinct/:column')
  @Authenticated()
  async distinct(
    @Param('resource') name: string,
    @Param('column') column: string,
    @Query('q') q: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const resource = this.resource(name, request.principal, 'can_read');
    if (!resource.distinct || !resource.spec.distinctFields?.includes(column)) throw notFound();
    return this.bus.request(resource.distinct, { column, ...parseRelatedQuery(q, resource.spec.maxPageSize) });
  }

  @Get('favorite_status')
  @Authenticated()
  async favoriteStatus(@Param('resource') name: string, @Query('q') q: unknown, @Req() request: AuthenticatedRequest) {
    const type = this.favoriteType(name, request.principal);
    return { result: await this.bus.request(Favorites.status, { type, ids: decodeIdList(q) }) };
  }

  @Post(':id/favorites')
  @Authenticated()
  @HttpCode(200)
  async addFavorite(@Param('resource') name: string, @Param('id', ParseIdPipe) id: number, @Req() request: AuthenticatedRequest) {
    return this.bus.request(Favorites.add, { type: this.favoriteType(name, request.principal), id });
  }

  @Delete(':id/favorites')
  @Authenticated()
  async removeFavorite(@Param('resource') name: string, @Param('id', ParseIdPipe) id: number, @Req() request: AuthenticatedRequest) {
    return this.bus.request(Favorites.remove, { type: this.favoriteType(name, request.principal), id });
  }

  private resource(name: string, principal: Principal | undefined, permission: string): RestResourceConfig {
    const resource = this.registry.get(name);
    if (!resource) throw notFound();
    if (!principal || !hasPermission(principal, permission, resource.viewMenu)) throw forbidden();
    return resource;
  }

  private favoriteType(name: string, principal: Principal | undefined): FavoriteType {
    const resource = this.resource(name, principal, 'can_read');
    if (!resource.favoriteType) throw notFound();
    return resource.favoriteType;
  }
}

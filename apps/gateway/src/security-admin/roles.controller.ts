import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { PermissionViewMenuView } from '@tessera/contracts';
import { RoleService, type PermissionViewItem } from '@tessera/security';
import { AdminOnly } from '../auth/auth.decorators';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import type { Principal } from '../auth/principal';
import { parseRelatedQuery } from '../rest/related-query.parser';
import { RoleBody, RolePermissionsBody, RoleUsersBody } from './security-admin.dto';
import { securityCatalogueInfo } from './security-catalogue-info';
import { ParseIdPipe } from '../http/id-param.pipe';

/** Flask-AppBuilder names the pair's parts `permission` and `view_menu`. */
function toPermissionViewMenu(item: PermissionViewItem): PermissionViewMenuView {
  return { id: item.id, permission: item.permission, view_menu: item.viewMenu };
}

/** Flask-AppBuilder's role and permission administration API, for administrators. */
@Controller('api/v1/security')
export class RolesController {
  constructor(private readonly roles: RoleService) {}

  @Get('roles')
  @AdminOnly()
  async list(@Query('q') q: unknown) {
    const { filter, page, pageSize } = parseRelatedQuery(q, 100);
    return this.roles.list({ page, pageSize, search: filter || undefined });
  }

  @Get('roles/:id')
  @AdminOnly()
  async get(@Param('id', ParseIdPipe) id: number) {
    const role = await this.roles.get(id);
    return { id, result: { id: role.id, name: role.name, permission_ids: role.permissionViewIds, user_ids: role.userIds } };
  }

  @Post('roles')
  @AdminOnly()
  @HttpCode(201)
  async create(@Body() body: RoleBody) {
    const role = await this.roles.create(body.name);
    return { id: role.id, result: { name: role.name } };
  }

  @Put('roles/:id')
  @AdminOnly()
  async rename(@Param('id', ParseIdPipe) id: number, @Body() body: RoleBody) {
    const role = await this.roles.rename(id, body.name);
    return { id, result: { name: role.name } };
  }

  @Delete('roles/:id')
  @AdminOnly()
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.roles.delete(id);
    return { message: 'OK' };
  }

  @Get('roles/:id/permissions')
  @AdminOnly()
  async permissions(@Param('id', ParseIdPipe) id: number) {
    return { result: await this.roles.permissionsOf(id) };
  }

  @Post('roles/:id/permissions')
  @AdminOnly()
  @HttpCode(200)
  async setPermissions(@Param('id', ParseIdPipe) id: number, @Body() body: RolePermissionsBody) {
    await this.roles.setPermissions(id, body.permission_view_menu_ids);
    return { result: { permission_view_menu_ids: body.permission_view_menu_ids } };
  }

  @Put('roles/:id/users')
  @AdminOnly()
  async setUsers(@Param('id', ParseIdPipe) id: number, @Body() body: RoleUsersBody) {
    await this.roles.setUsers(id, body.user_ids);
    return { result: { user_ids: body.user_ids } };
  }

  // The `_info` routes come before `…/:id`, whose id pipe would refuse `_info` with a 400.
  @Get('permissions/_info')
  @AdminOnly()
  permissionsInfo(@Query('q') q: unknown, @Req() request: AuthenticatedRequest) {
    return securityCatalogueInfo(q, 'Permission', ['name'], request.principal as Principal);
  }

  @Get('resources/_info')
  @AdminOnly()
  resourcesInfo(@Query('q') q: unknown, @Req() request: AuthenticatedRequest) {
    return securityCatalogueInfo(q, 'ViewMenu', ['name'], request.principal as Principal);
  }

  @Get('permissions-resources/_info')
  @AdminOnly()
  permissionViewsInfo(@Query('q') q: unknown, @Req() request: AuthenticatedRequest) {
    return securityCatalogueInfo(q, 'PermissionViewMenu', ['permission', 'view_menu'], request.principal as Principal);
  }

  @Get('permissions')
  @AdminOnly()
  async listPermissions(@Query('q') q: unknown) {
    const { filter, page, pageSize } = parseRelatedQuery(q, 1000);
    return this.roles.listPermissions({ page, pageSize, search: filter || undefined });
  }

  @Get('resources')
  @AdminOnly()
  async listViewMenus(@Query('q') q: unknown) {
    const { filter, page, pageSize } = parseRelatedQuery(q, 1000);
    return this.roles.listViewMenus({ page, pageSize, search: filter || undefined });
  }

  @Get('permissions/:id')
  @AdminOnly()
  async getPermission(@Param('id', ParseIdPipe) id: number) {
    return { id, result: await this.roles.getPermission(id) };
  }

  @Get('resources/:id')
  @AdminOnly()
  async getViewMenu(@Param('id', ParseIdPipe) id: number) {
    return { id, result: await this.roles.getViewMenu(id) };
  }

  @Get('permissions-resources/:id')
  @AdminOnly()
  async getPermissionView(@Param('id', ParseIdPipe) id: number) {
    return { id, result: toPermissionViewMenu(await this.roles.getPermissionView(id)) };
  }

  @Get('permissions-resources')
  @AdminOnly()
  async listPermissionViews(@Query('q') q: unknown) {
    const { filter, page, pageSize } = parseRelatedQuery(q, 10_000);
    const { count, result } = await this.roles.listPermissionViews({ page, pageSize, search: filter || undefined });
    return { count, result: result.map(toPermissionViewMenu) };
  }
}

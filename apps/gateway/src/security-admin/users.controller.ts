import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { ListResourceSpec } from '@tessera/contracts';
import { fetchListPage, type ListQueryMapping } from '@tessera/platform';
import { rolesOfUsers, UserEntity, UserService, type SecurityUser } from '@tessera/security';
import { DataSource } from 'typeorm';
import { AdminOnly } from '../auth/auth.decorators';
import { SessionService } from '../auth/session.service';
import { TokenVersions } from '../auth/token-versions';
import { parseListQuery } from '../rest/list-query.parser';
import { buildListResponse } from '../rest/list-response.builder';
import { UserCreateBody, UserUpdateBody } from './security-admin.dto';
import { ParseIdPipe } from '../http/id-param.pipe';

export const USER_LIST_SPEC: ListResourceSpec = {
  resource: 'user',
  listTitle: 'List Users',
  listColumns: [
    'id',
    'first_name',
    'last_name',
    'username',
    'email',
    'active',
    'roles',
    'created_on',
    'changed_on',
    'last_login',
    'login_count',
  ],
  orderColumns: ['id', 'first_name', 'last_name', 'username', 'email', 'active', 'created_on', 'changed_on', 'last_login'],
  searchColumns: {
    first_name: ['ct', 'sw', 'eq'],
    last_name: ['ct', 'sw', 'eq'],
    username: ['ct', 'sw', 'eq'],
    email: ['ct', 'sw', 'eq'],
    active: ['eq'],
    roles: ['rel_m_m'],
  },
  defaultOrder: { column: 'username', direction: 'asc' },
  defaultPageSize: 20,
  maxPageSize: 100,
};

const LIST_MAPPING: ListQueryMapping = {
  columns: {
    id: 'u.id',
    first_name: 'u.first_name',
    last_name: 'u.last_name',
    username: 'u.username',
    email: 'u.email',
    active: 'u.active',
    created_on: 'u.created_on',
    changed_on: 'u.changed_on',
    last_login: 'u.last_login',
  },
  filterHandlers: {
    roles: (where, filter, param) =>
      where.andWhere(`EXISTS (SELECT 1 FROM security.ab_user_role ur WHERE ur.user_id = u.id AND ur.role_id = :${param})`, {
        [param]: filter.value,
      }),
  },
};

function toRow(
  user: Pick<
    SecurityUser,
    'id' | 'firstName' | 'lastName' | 'username' | 'email' | 'active' | 'createdOn' | 'changedOn' | 'lastLogin' | 'loginCount' | 'roles'
  >,
) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    active: user.active,
    roles: user.roles,
    created_on: user.createdOn.toISOString(),
    changed_on: user.changedOn.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    login_count: user.loginCount,
  };
}

/** Flask-AppBuilder's user administration API, for administrators. */
@Controller('api/v1/security/users')
export class UsersController {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly dataSource: DataSource,
    private readonly versions: TokenVersions,
  ) {}

  @Get()
  @AdminOnly()
  async list(@Query('q') q: unknown) {
    const query = parseListQuery(q, USER_LIST_SPEC);
    const page = await fetchListPage(this.dataSource.getRepository(UserEntity).createQueryBuilder('u'), query, LIST_MAPPING, (u) => u);
    const roles = await rolesOfUsers(
      this.dataSource.manager,
      page.result.map((u) => u.id),
    );
    const result = page.result.map((u) => toRow({ ...u, roles: roles.get(u.id) ?? [] }));
    return buildListResponse({ ...page, result }, query, USER_LIST_SPEC);
  }

  @Get(':id')
  @AdminOnly()
  async get(@Param('id', ParseIdPipe) id: number) {
    return { id, result: toRow(await this.users.get(id)) };
  }

  @Post()
  @AdminOnly()
  @HttpCode(201)
  async create(@Body() body: UserCreateBody) {
    const user = await this.users.create({
      username: body.username,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      password: body.password,
      active: body.active ?? true,
      roleIds: body.roles ?? [],
    });
    return { id: user.id, result: toRow(user) };
  }

  @Put(':id')
  @AdminOnly()
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: UserUpdateBody) {
    const user = await this.users.update(id, {
      username: body.username,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      password: body.password,
      active: body.active,
      roleIds: body.roles,
    });
    // A password change, a deactivation or new roles raised the token version: every replica must
    // refuse the user's older tokens from this answer on, and their browser sessions end.
    await this.versions.announce(id, user.tokenVersion);
    if (body.active === false || body.password !== undefined) await this.sessions.destroyForUser(id);
    return { id, result: toRow(user) };
  }

  @Delete(':id')
  @AdminOnly()
  async delete(@Param('id', ParseIdPipe) id: number) {
    const user = await this.users.get(id);
    await this.users.delete(id);
    await this.versions.announce(id, user.tokenVersion + 1);
    await this.sessions.destroyForUser(id);
    return { message: 'OK' };
  }
}

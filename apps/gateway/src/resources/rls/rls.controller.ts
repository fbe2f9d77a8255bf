import { serverPlural } from '@tessera/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { RlsRuleCreateFields, RlsRuleUpdateFields } from '@tessera/contracts';
import { validateSqlFragment } from '@tessera/query-engine';
import { RlsService, type RlsFilter } from '@tessera/security';
import { AdminOnly } from '../../auth/auth.decorators';
import { parseRelatedQuery } from '../../rest/related-query.parser';
import { decodeIdList } from '../../rest/rison-query';
import { ParseIdPipe } from '../../http/id-param.pipe';

function toView(filter: RlsFilter) {
  return {
    id: filter.id,
    name: filter.name,
    description: filter.description,
    filter_type: filter.filterType,
    clause: filter.clause,
    group_key: filter.groupKey,
    tables: filter.tables.map((id) => ({ id })),
    roles: filter.roles,
    changed_on_delta_humanized: filter.changedOn.toISOString(),
  };
}

/** A clause is SQL that will be ANDed into queries: it is checked like any custom SQL before it is stored. */
function checkedClause(clause: string | undefined): string | undefined {
  return clause === undefined ? undefined : validateSqlFragment(clause, { kind: 'rls', allowSubqueries: true });
}

/** Superset's row-level security API (`/api/v1/rowlevelsecurity/`), for administrators. */
@Controller('api/v1/rowlevelsecurity')
export class RlsController {
  constructor(private readonly rls: RlsService) {}

  @Get()
  @AdminOnly()
  async list(@Query('q') q: unknown) {
    const { filter, page, pageSize } = parseRelatedQuery(q, 100);
    const { count, result } = await this.rls.list({ page, pageSize, search: filter || undefined });
    return { count, ids: result.map((f) => f.id), result: result.map(toView) };
  }

  @Get(':id')
  @AdminOnly()
  async get(@Param('id', ParseIdPipe) id: number) {
    return { id, result: toView(await this.rls.get(id)) };
  }

  @Post()
  @AdminOnly()
  @HttpCode(201)
  async create(@Body() body: RlsRuleCreateFields) {
    const filter = await this.rls.create({
      name: body.name,
      description: body.description,
      filterType: body.filter_type,
      clause: checkedClause(body.clause) as string,
      groupKey: body.group_key,
      tables: body.tables,
      roles: body.roles,
    });
    return { id: filter.id, result: toView(filter) };
  }

  @Put(':id')
  @AdminOnly()
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: RlsRuleUpdateFields) {
    const filter = await this.rls.update(id, {
      name: body.name,
      description: body.description,
      filterType: body.filter_type,
      clause: checkedClause(body.clause),
      groupKey: body.group_key,
      tables: body.tables,
      roles: body.roles,
    });
    return { id, result: toView(filter) };
  }

  @Delete(':id')
  @AdminOnly()
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.rls.delete(id);
    return { message: 'OK' };
  }

  @Delete()
  @AdminOnly()
  async bulkDelete(@Query('q') q: unknown) {
    const ids = decodeIdList(q);
    for (const id of ids) await this.rls.delete(id);
    return { message: serverPlural('Deleted %s rules', 'Deleted %s rules', ids.length, ids.length) };
  }
}

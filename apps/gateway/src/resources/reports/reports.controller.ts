import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { REPORT_LIST_SPEC, REPORT_LOG_LIST_SPEC, ReportScheduleFields, Reports } from '@tessera/contracts';
import { BusClient, serverPlural } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { ParseIdPipe } from '../../http/id-param.pipe';
import { parseListQuery } from '../../rest/list-query.parser';
import { buildListResponse } from '../../rest/list-response.builder';
import { itemResponse, listResource } from '../../rest/resource-responses';
import { decodeIdList } from '../../rest/rison-query';

const deletedMessage = (count: number) => serverPlural('Deleted %s report schedule', 'Deleted %s report schedules', count, count);

/** Superset's ReportScheduleRestApi (`/api/v1/report/…`) and its execution logs. */
@Controller('api/v1/report')
export class ReportsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'ReportSchedule')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, Reports.list, REPORT_LIST_SPEC, q);
  }

  @Get(':id')
  @RequirePermission('can_read', 'ReportSchedule')
  async get(@Param('id', ParseIdPipe) id: number) {
    return itemResponse(await this.bus.request(Reports.get, { id }));
  }

  @Post()
  @RequirePermission('can_write', 'ReportSchedule')
  @HttpCode(201)
  async create(@Body() body: ReportScheduleFields) {
    const { id } = await this.bus.request(Reports.create, { fields: body });
    return { id, result: body };
  }

  /** Also `{active}` alone, the list page's toggle. */
  @Put(':id')
  @RequirePermission('can_write', 'ReportSchedule')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: ReportScheduleFields) {
    await this.bus.request(Reports.update, { id, fields: body });
    return { id, result: body };
  }

  @Delete(':id')
  @RequirePermission('can_write', 'ReportSchedule')
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.bus.request(Reports.delete, { ids: [id] });
    return { message: 'OK' };
  }

  /** `DELETE /api/v1/report/?q=!(1,2)`. */
  @Delete()
  @RequirePermission('can_write', 'ReportSchedule')
  async deleteMany(@Query('q') q: unknown) {
    const { deleted } = await this.bus.request(Reports.delete, { ids: decodeIdList(q) });
    return { message: deletedMessage(deleted) };
  }

  @Get(':id/log')
  @RequirePermission('can_read', 'ReportSchedule')
  async logs(@Param('id', ParseIdPipe) id: number, @Query('q') q: unknown) {
    const query = parseListQuery(q, REPORT_LOG_LIST_SPEC);
    const page = await this.bus.request(Reports.logs, { reportId: id, query });
    return buildListResponse(page, query, REPORT_LOG_LIST_SPEC);
  }

  @Get(':id/log/:logId')
  @RequirePermission('can_read', 'ReportSchedule')
  async log(@Param('id', ParseIdPipe) id: number, @Param('logId', ParseIdPipe) logId: number) {
    return itemResponse(await this.bus.request(Reports.log, { reportId: id, logId }));
  }
}

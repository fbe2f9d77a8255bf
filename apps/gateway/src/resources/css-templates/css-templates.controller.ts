import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CSS_TEMPLATE_LIST_SPEC, CssTemplateFields, CssTemplates } from '@tessera/contracts';
import { BusClient, serverPlural } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { ParseIdPipe } from '../../http/id-param.pipe';
import { itemResponse, listResource } from '../../rest/resource-responses';
import { decodeIdList } from '../../rest/rison-query';

/** Superset's CssTemplateRestApi (`/api/v1/css_template/…`): the CSS templates dashboards pick from. */
@Controller('api/v1/css_template')
export class CssTemplatesController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'CssTemplate')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, CssTemplates.list, CSS_TEMPLATE_LIST_SPEC, q);
  }

  @Get(':id')
  @RequirePermission('can_read', 'CssTemplate')
  async get(@Param('id', ParseIdPipe) id: number) {
    return itemResponse(await this.bus.request(CssTemplates.get, { id }));
  }

  @Post()
  @RequirePermission('can_write', 'CssTemplate')
  @HttpCode(201)
  async create(@Body() body: CssTemplateFields) {
    const template = await this.bus.request(CssTemplates.create, body);
    return { id: template.id, result: { template_name: template.template_name, css: template.css } };
  }

  @Put(':id')
  @RequirePermission('can_write', 'CssTemplate')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: CssTemplateFields) {
    const template = await this.bus.request(CssTemplates.update, { ...body, id });
    return { id, result: { template_name: template.template_name, css: template.css } };
  }

  @Delete(':id')
  @RequirePermission('can_write', 'CssTemplate')
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.bus.request(CssTemplates.delete, { ids: [id] });
    return { message: 'OK' };
  }

  /** `DELETE /api/v1/css_template/?q=!(1,2)`. */
  @Delete()
  @RequirePermission('can_write', 'CssTemplate')
  async bulkDelete(@Query('q') q: unknown) {
    const { deleted } = await this.bus.request(CssTemplates.delete, { ids: decodeIdList(q) });
    return { message: serverPlural('Deleted %s css template', 'Deleted %s css templates', deleted, deleted) };
  }
}

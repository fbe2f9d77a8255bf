import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { DynamicPluginFields, DynamicPluginPatch, DynamicPlugins, notFound } from '@tessera/contracts';
import { BusClient, TESSERA_CONFIG, type TesseraConfig, serverText } from '@tessera/platform';
import { AdminOnly, RequirePermission } from '../../auth/auth.decorators';
import { ParseIdPipe } from '../../http/id-param.pipe';

/**
 * Superset's DynamicPluginsView API (`/dynamic-plugins/api/…`, Flask-AppBuilder's model-view JSON
 * routes): the chart plugins the SPA loads at run time. Everyone who may see charts reads the list,
 * since their charts may need the plugins; only administrators register, change or remove one.
 * Without the `DYNAMIC_PLUGINS` flag every route answers 404, as Superset's view does.
 */
@Controller('dynamic-plugins/api')
export class DynamicPluginsController {
  constructor(
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  @Get('read')
  @RequirePermission('can_read', 'Chart')
  read() {
    this.requireFlag();
    return this.bus.request(DynamicPlugins.list, {});
  }

  @Get('get/:id')
  @RequirePermission('can_read', 'Chart')
  async get(@Param('id', ParseIdPipe) id: number) {
    this.requireFlag();
    return { id, result: await this.bus.request(DynamicPlugins.get, { id }) };
  }

  @Post('create')
  @AdminOnly()
  @HttpCode(201)
  async create(@Body() body: DynamicPluginFields) {
    this.requireFlag();
    const plugin = await this.bus.request(DynamicPlugins.create, body);
    return { id: plugin.id, result: plugin };
  }

  @Put('update/:id')
  @AdminOnly()
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: DynamicPluginPatch) {
    this.requireFlag();
    return { id, result: await this.bus.request(DynamicPlugins.update, { ...body, id }) };
  }

  @Delete('delete/:id')
  @AdminOnly()
  async delete(@Param('id', ParseIdPipe) id: number) {
    this.requireFlag();
    await this.bus.request(DynamicPlugins.delete, { id });
    return { message: 'OK' };
  }

  private requireFlag(): void {
    if (this.config.featureFlags.DYNAMIC_PLUGINS !== true) throw notFound(serverText('Not found'));
  }
}

import { ErrorCode, notFound, TesseraError, type Caller, type DynamicPluginFields, type DynamicPluginView } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { DynamicPluginEntity } from './dynamic-plugin.entity';
import { serverText } from '@tessera/platform';

const COLUMNS: Record<string, keyof DynamicPluginFields> = {
  dynamic_plugin_name_key: 'name',
  dynamic_plugin_key_key: 'key',
  dynamic_plugin_bundle_url_key: 'bundle_url',
};

function toView(plugin: DynamicPluginEntity): DynamicPluginView {
  return {
    id: plugin.id,
    name: plugin.name,
    key: plugin.key,
    bundle_url: plugin.bundleUrl,
    created_on: plugin.createdOn.toISOString(),
    changed_on: plugin.changedOn.toISOString(),
  };
}

/** A second plugin with the same name, key or bundle is refused with the field named, as Superset's unique columns do. */
function duplicateOf(error: unknown): TesseraError | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { code, constraint } = (error.driverError ?? {}) as { code?: string; constraint?: string };
  const field = code === '23505' && constraint ? COLUMNS[constraint] : undefined;
  if (!field) return null;
  return new TesseraError(ErrorCode.UNPROCESSABLE, serverText('A plugin with this %s already exists', field), {
    fields: { [field]: [serverText('A plugin with this %s already exists', field)] },
  });
}

/** The chart plugins administrators register for the SPA to load at run time. */
@Injectable()
export class DynamicPluginsService {
  constructor(@InjectRepository(DynamicPluginEntity) private readonly plugins: Repository<DynamicPluginEntity>) {}

  async list(): Promise<{ count: number; result: DynamicPluginView[] }> {
    const plugins = await this.plugins.find({ order: { name: 'ASC' } });
    return { count: plugins.length, result: plugins.map(toView) };
  }

  async get(id: number): Promise<DynamicPluginView> {
    return toView(await this.find(id));
  }

  async create(fields: DynamicPluginFields, caller: Caller | undefined): Promise<DynamicPluginView> {
    const userId = caller?.userId ?? null;
    const created = await this.write(() =>
      this.plugins.save(
        this.plugins.create({ name: fields.name, key: fields.key, bundleUrl: fields.bundle_url, createdBy: userId, changedBy: userId }),
      ),
    );
    return this.get(created.id);
  }

  async update(id: number, fields: Partial<DynamicPluginFields>, caller: Caller | undefined): Promise<DynamicPluginView> {
    await this.find(id);
    await this.write(() =>
      this.plugins.update(
        { id },
        {
          ...(fields.name !== undefined ? { name: fields.name } : {}),
          ...(fields.key !== undefined ? { key: fields.key } : {}),
          ...(fields.bundle_url !== undefined ? { bundleUrl: fields.bundle_url } : {}),
          changedOn: new Date(),
          changedBy: caller?.userId ?? null,
        },
      ),
    );
    return this.get(id);
  }

  async delete(id: number): Promise<{ deleted: number }> {
    const { affected } = await this.plugins.delete({ id });
    if (!affected) throw notFound(serverText('Plugin not found'));
    return { deleted: 1 };
  }

  private async find(id: number): Promise<DynamicPluginEntity> {
    const plugin = await this.plugins.findOneBy({ id });
    if (!plugin) throw notFound(serverText('Plugin not found'));
    return plugin;
  }

  private async write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw duplicateOf(error) ?? error;
    }
  }
}

import { badRequest, notFound, type Caller } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TableSchemaEntity } from './table-schema.entity';
import { TabStatesService } from './tab-states.service';
import { serverText } from '@tessera/platform';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Table panes of the caller's tabs; the tab's owner rule covers them. */
@Injectable()
export class TableSchemasService {
  constructor(
    @InjectRepository(TableSchemaEntity) private readonly tables: Repository<TableSchemaEntity>,
    private readonly tabs: TabStatesService,
  ) {}

  /** `table` is the editor's pane: `dbId`, `queryEditorId`, `catalog`, `schema`, `name`, `expanded`, … */
  async create(table: Record<string, unknown>, caller: Caller | undefined): Promise<{ id: number }> {
    const tabId = Number(table.queryEditorId);
    const databaseId = Number(table.dbId);
    const name = text(table.name);
    if (!Number.isInteger(tabId) || !Number.isInteger(databaseId) || !name) {
      throw badRequest(serverText('A table pane needs queryEditorId, dbId and name'));
    }
    await this.tabs.own(tabId, caller);
    const { id } = await this.tables.save(
      this.tables.create({
        tabStateId: tabId,
        databaseId,
        catalog: text(table.catalog),
        schema: text(table.schema),
        table: name,
        description: JSON.stringify(table),
        expanded: table.expanded === true,
      }),
    );
    return { id };
  }

  async delete(id: number, caller: Caller | undefined): Promise<{ deleted: number }> {
    await this.own(id, caller);
    await this.tables.delete({ id });
    return { deleted: 1 };
  }

  async setExpanded(id: number, expanded: boolean, caller: Caller | undefined): Promise<{ id: number; expanded: boolean }> {
    await this.own(id, caller);
    await this.tables.update({ id }, { expanded });
    return { id, expanded };
  }

  private async own(id: number, caller: Caller | undefined): Promise<TableSchemaEntity> {
    const table = await this.tables.findOneBy({ id });
    if (!table) throw notFound();
    await this.tabs.own(table.tabStateId, caller);
    return table;
  }
}

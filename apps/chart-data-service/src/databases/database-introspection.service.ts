import {
  badRequest,
  type Caller,
  type FunctionNamesReply,
  type SchemaListReply,
  type TableListReply,
  type TableMetadataReply,
} from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { KV_STORE, type KeyValueStore, serverText } from '@tessera/platform';
import { DatabaseConnections } from '../connections/database-connections';
import { DatabaseFinder } from '../connections/database.finder';
import type { DatabaseEntity } from '../connections/database.entity';
import { TableAccess } from '../datasets/table-access';
import { searchTables, type TableEntry } from './table-search';

const CATALOGUE_TTL_SECONDS = 24 * 3600;
/** Enough to list any realistic schema in one catalogue read; beyond it search narrows in the database. */
const CATALOGUE_MAX_TABLES = 200_000;

/**
 * What is inside a database: catalogs, schemas, tables, columns. Schema and table names are kept
 * in the shared store (a day, or until `force`), so pickers on warehouses with 100,000+ tables
 * page and search without asking the database each keystroke.
 */
@Injectable()
export class DatabaseIntrospectionService {
  constructor(
    private readonly finder: DatabaseFinder,
    private readonly connections: DatabaseConnections,
    private readonly access: TableAccess,
    @Inject(KV_STORE) private readonly store: KeyValueStore,
  ) {}

  async catalogs(id: number, caller: Caller | undefined, force = false): Promise<SchemaListReply> {
    const database = await this.finder.find(id, caller);
    const catalogs = await this.cached(database, 'catalogs', force, () => this.connections.forDatabase(database).listCatalogs());
    return { result: [...catalogs].sort() };
  }

  /** Function names change only with the server or the database's own functions: kept like the catalogue. */
  async functionNames(id: number, caller: Caller | undefined): Promise<FunctionNamesReply> {
    const database = await this.finder.find(id, caller);
    return {
      function_names: await this.cached(database, 'functions', false, () => this.connections.forDatabase(database).functionNames()),
    };
  }

  async schemas(
    id: number,
    caller: Caller | undefined,
    options: { force?: boolean; catalog?: string | null; uploadAllowed?: boolean },
  ): Promise<SchemaListReply> {
    const database = await this.finder.find(id, caller);
    const schemas = await this.cached(database, `schemas:${options.catalog ?? ''}`, options.force ?? false, () =>
      this.connections.forDatabase(database).listSchemas(options.catalog ?? null),
    );
    const visible = await this.access.visibleSchemas(database, schemas, caller, () => this.defaultSchema(database));
    return { result: [...visible].sort() };
  }

  async tables(
    id: number,
    caller: Caller | undefined,
    options: { schema: string; catalog?: string | null; force?: boolean; search?: string; page?: number; pageSize?: number },
  ): Promise<TableListReply> {
    const database = await this.finder.find(id, caller);
    const all = await this.cached(database, `tables:${options.catalog ?? ''}:${options.schema}`, options.force ?? false, async () => {
      const list = await this.connections
        .forDatabase(database)
        .listTables(options.schema, { catalog: options.catalog ?? null, limit: CATALOGUE_MAX_TABLES });
      return list.result.map((t) => ({ value: t.value, type: t.type }) satisfies TableEntry);
    });
    const readable = await this.access.visibleTables(database, options.schema, all, caller, () => this.defaultSchema(database));
    const matches = searchTables(readable, options.search ?? '');
    const pageSize = options.pageSize ?? matches.length;
    const start = (options.page ?? 0) * pageSize;
    return { count: matches.length, result: matches.slice(start, start + pageSize) };
  }

  async tableMetadata(
    id: number,
    caller: Caller | undefined,
    table: string,
    schema: string | null,
    catalog: string | null,
  ): Promise<TableMetadataReply> {
    const database = await this.finder.find(id, caller);
    const engine = this.connections.forDatabase(database);
    const defaultSchema = await this.defaultSchema(database);
    const schemaName = schema ?? defaultSchema;
    // Checked before the table is looked up, so a refusal says nothing about whether it exists.
    await this.access.assertReadable(database, { table, schema: schemaName, catalog }, caller, defaultSchema);
    if (!(await engine.tableExists(table, schemaName, catalog)))
      throw badRequest(serverText('Table %s.%s does not exist', schemaName, table));
    return engine.getTableMetadata(table, schemaName, catalog) as Promise<TableMetadataReply>;
  }

  async selectStar(
    id: number,
    caller: Caller | undefined,
    table: string,
    schema: string | null,
    catalog: string | null,
  ): Promise<{ result: string }> {
    const database = await this.finder.find(id, caller);
    const defaultSchema = await this.defaultSchema(database);
    const schemaName = schema ?? defaultSchema;
    await this.access.assertReadable(database, { table, schema: schemaName, catalog }, caller, defaultSchema);
    return { result: await this.connections.forDatabase(database).selectStar(table, schemaName, { limit: 100, showCols: true, catalog }) };
  }

  private async defaultSchema(database: DatabaseEntity): Promise<string> {
    const schemas = await this.connections.forDatabase(database).listSchemas(null);
    return schemas.includes('public') ? 'public' : schemas.includes('main') ? 'main' : (schemas[0] ?? 'public');
  }

  private async cached<T>(database: DatabaseEntity, what: string, force: boolean, load: () => Promise<T>): Promise<T> {
    const key = `catalogue:${database.id}:${database.changedOn.getTime()}:${what}`;
    if (!force) {
      const hit = await this.store.get(key);
      if (hit !== null) return JSON.parse(hit) as T;
    }
    const value = await load();
    await this.store.set(key, JSON.stringify(value), CATALOGUE_TTL_SECONDS);
    return value;
  }
}

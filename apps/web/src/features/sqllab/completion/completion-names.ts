import type { TablePage, TablePageRequest } from '../sqllab-editor.api';
import type { CompletionIndexHandle } from './completion-index.client';
import type { CompletionEntry, CompletionMatch } from './completion-index';
import { dialectCompletions } from './sql-dialects';

/** Table names are fetched a page at a time, per schema, and only when a schema is used. */
export const TABLE_PAGE_SIZE = 1000;
/** How many suggestions the popup gets at most; ace narrows them further as the user types. */
export const COMPLETION_LIMIT = 500;

/** Schemas that hold the database's own catalogue, never the user's tables. */
const SYSTEM_SCHEMAS = new Set(['information_schema', 'pg_catalog', 'pg_toast', 'mysql', 'performance_schema', 'sys']);
const USUAL_DEFAULT_SCHEMAS = ['public', 'main', 'dbo'];

/** The schema unqualified names most likely live in when the tab has none chosen. */
export function likelyDefaultSchema(schemas: Iterable<string>): string | null {
  const names = [...schemas];
  return (
    USUAL_DEFAULT_SCHEMAS.find((name) => names.includes(name)) ?? names.find((name) => !SYSTEM_SCHEMAS.has(name.toLowerCase())) ?? null
  );
}

export type FetchTablePage = (dbId: number, request: TablePageRequest) => Promise<TablePage>;
/** The functions the database itself reports (`GET /database/{id}/function_names/`). */
export type FetchFunctionNames = (dbId: number) => Promise<string[]>;

export interface PaneTable {
  schema: string;
  name: string;
  columns: readonly { name: string }[];
}

/**
 * Feeds the completion index with the names of the selected database: its dialect's keywords and
 * functions, the functions the database reports (its own and its extensions'), its schemas, the tables of each schema the user works in, and the columns of the open
 * table panes. Switching databases drops what belonged to the previous one.
 */
export class CompletionNames {
  private dbId: number | null = null;
  private catalog: string | null = null;
  /** Undefined until the first database is set. */
  private backend: string | null | undefined = undefined;
  private schemas = new Set<string>();
  /** The first page of each schema whose tables are loading or loaded. */
  private tableLoads = new Map<string, Promise<void>>();
  /** Bumped on every database switch, so pages of the previous database are dropped. */
  private generation = 0;

  constructor(
    private readonly index: CompletionIndexHandle,
    private readonly fetchPage: FetchTablePage,
    private readonly fetchFunctions: FetchFunctionNames = async () => [],
  ) {}

  setDatabase(dbId: number | null, catalog: string | null, backend: string | null): void {
    // The backend arrives with the database list, possibly after the tab's database is known.
    if (backend !== this.backend || this.backend === undefined) this.index.replaceGroup('dialect', dialectCompletions(backend));
    this.backend = backend;
    if (dbId === this.dbId && catalog === this.catalog) return;
    for (const schema of this.tableLoads.keys()) this.index.removeGroup(tablesGroup(schema));
    this.tableLoads.clear();
    this.generation++;
    this.dbId = dbId;
    this.catalog = catalog;
    this.setSchemas([]);
    this.index.replaceGroup('functions', []);
    if (dbId !== null) void this.loadFunctions(dbId, this.generation);
  }

  private async loadFunctions(dbId: number, generation: number): Promise<void> {
    // Completion must never break the editor: a failed or empty answer offers no database functions.
    const answer: unknown = await Promise.resolve()
      .then(() => this.fetchFunctions(dbId))
      .catch(() => []);
    const names = Array.isArray(answer) ? answer.filter((name): name is string => typeof name === 'string') : [];
    if (this.generation !== generation) return;
    // The dialect's list already offers the common ones in capitals; the database adds the rest.
    const known = new Set(
      dialectCompletions(this.backend ?? null)
        .filter((entry) => entry.kind === 'function')
        .map((entry) => entry.value.toLowerCase()),
    );
    this.index.replaceGroup(
      'functions',
      names.filter((name) => !known.has(name.toLowerCase())).map((value) => ({ value, kind: 'function' as const })),
    );
  }

  setSchemas(schemas: readonly string[]): void {
    this.schemas = new Set(schemas);
    this.index.replaceGroup(
      'schemas',
      schemas.map((value) => ({ value, kind: 'schema' })),
    );
  }

  setPaneTables(tables: readonly PaneTable[]): void {
    const entries: CompletionEntry[] = tables.flatMap((table) =>
      table.columns.map((column) => ({ value: column.name, kind: 'column' as const, parent: table.name })),
    );
    this.index.replaceGroup('columns', entries);
  }

  /** Starts loading a schema's tables; resolves once the first page is in the index. */
  loadTables(schema: string): Promise<void> {
    const known = this.tableLoads.get(schema);
    if (known) return known;
    const { dbId, catalog, generation } = this;
    if (dbId === null) return Promise.resolve();
    const load = this.loadPage(dbId, catalog, schema, 0, generation).catch(() => {
      // A failed load may be retried the next time the schema is used.
      if (this.generation === generation) this.tableLoads.delete(schema);
    });
    this.tableLoads.set(schema, load);
    return load;
  }

  private async loadPage(dbId: number, catalog: string | null, schema: string, page: number, generation: number): Promise<void> {
    const { count, tables } = await this.fetchPage(dbId, { schema, catalog, search: '', page, pageSize: TABLE_PAGE_SIZE });
    if (this.generation !== generation) return;
    this.index.appendToGroup(
      tablesGroup(schema),
      tables.map((table) => ({ value: table.value, kind: 'table', parent: schema })),
    );
    const loaded = page * TABLE_PAGE_SIZE + tables.length;
    // Later pages follow in the background; the first is enough to start suggesting.
    if (tables.length > 0 && loaded < count) {
      void this.loadPage(dbId, catalog, schema, page + 1, generation).catch(() => undefined);
    }
  }

  /** Suggestions for the word at the cursor; `qualifier` is the name before a dot, if any. */
  async complete(prefix: string, qualifier: string | null, defaultSchema: string | null): Promise<CompletionMatch[]> {
    const schema = qualifier !== null && this.schemas.has(qualifier) ? qualifier : (defaultSchema ?? likelyDefaultSchema(this.schemas));
    if (schema !== null) await this.loadTables(schema);
    return this.index.query({ prefix, qualifier, limit: COMPLETION_LIMIT });
  }
}

const tablesGroup = (schema: string): string => `tables:${schema}`;

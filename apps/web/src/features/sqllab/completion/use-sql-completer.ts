import type { Ace } from 'ace-builds';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchFunctionNames, fetchTablePage } from '../sqllab-editor.api';
import { createCompletionIndex } from './completion-index.client';
import { CompletionNames, type PaneTable } from './completion-names';
import { sqlCompleter } from './sql-completer';

export interface SqlCompleterSource {
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  /** The database's backend, which picks the dialect's keywords and functions. */
  backend: string | null;
  schemas: readonly string[] | undefined;
  paneTables: readonly PaneTable[];
}

/** An ace completer over the selected database's names, indexed off the main thread. */
export function useSqlCompleter({ dbId, catalog, schema, backend, schemas, paneTables }: SqlCompleterSource): Ace.Completer {
  const namesRef = useRef<CompletionNames | null>(null);
  const [names, setNames] = useState<CompletionNames | null>(null);
  useEffect(() => {
    const index = createCompletionIndex();
    const created = new CompletionNames(index, fetchTablePage, fetchFunctionNames);
    namesRef.current = created;
    setNames(created);
    return () => {
      index.dispose();
      namesRef.current = null;
    };
  }, []);
  useEffect(() => names?.setDatabase(dbId, catalog, backend), [names, dbId, catalog, backend]);
  useEffect(() => names?.setSchemas(schemas ?? []), [names, dbId, catalog, schemas]);
  useEffect(() => {
    // The tab's schema is the one most names are typed from: start indexing it right away.
    if (names && schema !== null) void names.loadTables(schema);
  }, [names, dbId, catalog, schema]);
  useEffect(() => names?.setPaneTables(paneTables), [names, paneTables]);

  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  return useMemo(
    () =>
      sqlCompleter(
        // Read at each keystroke: the names object is made after the first render.
        {
          complete: (prefix, qualifier, defaultSchema) =>
            namesRef.current?.complete(prefix, qualifier, defaultSchema) ?? Promise.resolve([]),
        },
        () => schemaRef.current,
      ),
    [],
  );
}

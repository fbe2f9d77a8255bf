import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useCatalogSchemas, useCatalogs, type Loadable } from '../components/SourcePicker/use-catalogs';
import { selectSqlLab } from '../sqllab.selectors';
import { schemasRequested } from '../sqllab.slice';
import type { SqlLabDatabase } from '../sqllab.types';

export interface SourceSchemas {
  /** Null unless the database has several catalogs. */
  catalogs: Loadable<string[]> | null;
  schemas: Loadable<string[]>;
}

/** The catalogs and schemas the pickers offer for the tab's database (and catalog). */
export function useSourceSchemas(database: SqlLabDatabase | null, dbId: number | null, catalog: string | null): SourceSchemas {
  const dispatch = useDispatch();
  const multiCatalog = database?.allow_multi_catalog === true;
  const catalogs = useCatalogs(dbId, multiCatalog);
  const catalogSchemas = useCatalogSchemas(dbId, multiCatalog ? catalog : null);
  const { schemas, schemaLoadFailed } = useSelector(selectSqlLab);
  const loaded = dbId === null ? undefined : schemas[String(dbId)];
  const failed = dbId !== null && schemaLoadFailed[String(dbId)] === true;
  useEffect(() => {
    if (dbId !== null && !multiCatalog && !loaded && !failed) dispatch(schemasRequested(dbId));
  }, [dbId, multiCatalog, loaded, failed]);
  if (multiCatalog) return { catalogs, schemas: catalogSchemas };
  if (dbId === null) return { catalogs: null, schemas: { status: 'idle' } };
  return { catalogs: null, schemas: failed ? { status: 'failed' } : loaded ? { status: 'loaded', value: loaded } : { status: 'loading' } };
}

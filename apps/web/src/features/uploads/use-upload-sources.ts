import { useEffect, useState } from 'react';
import { toClientError } from '../../api';
import { fetchUploadDatabases, fetchUploadSchemas, type UploadDatabase } from './uploads.api';

/** Databases that take uploads, and the allowed schemas of the chosen one; load errors as text. */
export function useUploadSources(databaseId: number | null) {
  const [databases, setDatabases] = useState<UploadDatabase[] | null>(null);
  const [schemas, setSchemas] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchUploadDatabases().then(
      (result) => live && setDatabases(result),
      (failure: unknown) => {
        if (!live) return;
        setDatabases([]);
        setError(toClientError(failure).message);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    setSchemas([]);
    if (databaseId === null) return undefined;
    let live = true;
    fetchUploadSchemas(databaseId).then(
      (result) => live && setSchemas(result),
      (failure: unknown) => live && setError(toClientError(failure).message),
    );
    return () => {
      live = false;
    };
  }, [databaseId]);

  return { databases, schemas, error };
}

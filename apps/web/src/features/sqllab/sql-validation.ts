import type { SqlValidationAnnotation } from '@tessera/contracts/web';
import { useEffect, useState } from 'react';
import { apiClient } from '../../api';
import type { SqlContext } from './sqllab-editor.api';

/** Pause in typing before the script is checked: one request per pause, not per keystroke. */
export const VALIDATE_AFTER_MS = 600;

/** A problem marked in the editor's gutter (Ace's annotation: 0-based row and column). */
export interface EditorAnnotation {
  row: number;
  column: number;
  text: string;
  type: 'error';
}

/** `POST /api/v1/database/{id}/validate_sql/`: where the database (or the SQL guard) finds fault with the script. */
export async function validateSql(context: SqlContext, signal: AbortSignal): Promise<SqlValidationAnnotation[]> {
  const { database_id: id, ...body } = context;
  return (await apiClient.post<{ result: SqlValidationAnnotation[] }>(`/api/v1/database/${id}/validate_sql/`, body, { signal })).result;
}

export function toEditorAnnotations(found: readonly SqlValidationAnnotation[]): EditorAnnotation[] {
  return found.map((annotation) => ({
    row: Math.max(0, annotation.line_number - 1),
    column: Math.max(0, annotation.start_column - 1),
    text: annotation.message,
    type: 'error',
  }));
}

/**
 * Checks the script as the user types (Superset's live SQL validation): after a pause, the latest
 * text only, earlier checks cancelled. A failed check (no right, database away) marks nothing.
 */
export function useSqlValidation(context: SqlContext | null): EditorAnnotation[] {
  const [annotations, setAnnotations] = useState<EditorAnnotation[]>([]);
  const key = context && context.sql.trim() ? JSON.stringify(context) : null;
  useEffect(() => {
    if (key === null) {
      setAnnotations([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      validateSql(JSON.parse(key) as SqlContext, controller.signal).then(
        (found) => !controller.signal.aborted && setAnnotations(toEditorAnnotations(found)),
        () => !controller.signal.aborted && setAnnotations([]),
      );
    }, VALIDATE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return annotations;
}

import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toClientError } from '../../../api';
import { addToast } from '../../toasts';
import { formatSql } from '../sqllab-editor.api';
import { queryEditorChanged } from '../sqllab.slice';
import type { QueryEditor } from '../sqllab.types';

/** 'Format SQL': the server lays out the tab's SQL in the database's dialect and the tab takes it. */
export function useFormatSql(editor: QueryEditor | null): { format: () => void; formatting: boolean } {
  const dispatch = useDispatch();
  const [formatting, setFormatting] = useState(false);
  const id = editor?.id ?? null;
  const sql = editor?.sql ?? '';
  const dbId = editor?.dbId ?? null;
  const format = useCallback(() => {
    if (id === null || sql.trim() === '') return;
    setFormatting(true);
    formatSql(sql, dbId).then(
      (formatted) => {
        dispatch(queryEditorChanged({ id, changes: { sql: formatted } }));
        setFormatting(false);
      },
      (error: unknown) => {
        dispatch(addToast({ type: 'danger', text: toClientError(error).message }));
        setFormatting(false);
      },
    );
  }, [id, sql, dbId]);
  return { format, formatting };
}

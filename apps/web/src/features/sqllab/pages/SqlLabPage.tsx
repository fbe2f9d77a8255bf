import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Grid, Menu, Segment } from 'semantic-ui-react';
import { Loading } from '@tessera/ui';
import { t } from '../../../i18n';
import { selectConfValue } from '../../config';
import { EditorTabs } from '../components/EditorTabs/EditorTabs';
import { EditorToolbar } from '../components/EditorToolbar/EditorToolbar';
import { QueryHistory } from '../components/QueryHistory/QueryHistory';
import { ResultsPanel } from '../components/ResultsPanel/ResultsPanel';
import { SaveQueryModal } from '../components/SaveQueryModal/SaveQueryModal';
import { SourcePicker } from '../components/SourcePicker/SourcePicker';
import { SqlEditor } from '../components/SqlEditor/SqlEditor';
import { TableSchemaPane } from '../components/TableSchemaPane/TableSchemaPane';
import { selectActiveEditor, selectActiveQuery, selectSqlLab } from '../sqllab.selectors';
import {
  QUERY_LIMIT_OPTIONS,
  queryEditorActivated,
  queryEditorAdded,
  queryEditorChanged,
  queryEditorClosed,
  queryEditorRenamed,
  historyRequested,
  runRequested,
  saveModalClosed,
  saveModalOpened,
  saveRequested,
  schemasRequested,
  sqlLabOpened,
  stopRequested,
  tableAdded,
  tableRemoved,
  tablesKey,
  tablesRequested,
} from '../sqllab.slice';
import { IN_PROGRESS_STATES } from '../sqllab.types';

function savedQueryIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('savedQueryId');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/sqllab/`: tabs of SQL, the database/schema/table pickers, the results and the query history. */
export function SqlLabPage() {
  const dispatch = useDispatch();
  const location = useLocation();
  const sqlLab = useSelector(selectSqlLab);
  const editor = useSelector(selectActiveEditor);
  const query = useSelector(selectActiveQuery);
  const maxRow = useSelector(selectConfValue('SQL_MAX_ROW'));
  const [bottomTab, setBottomTab] = useState<'results' | 'history'>('results');

  useEffect(() => {
    dispatch(sqlLabOpened({ savedQueryId: savedQueryIdOf(location.search) }));
  }, [location.search]);

  const dbId = editor?.dbId ?? null;
  const schema = editor?.schema ?? null;
  const schemas = dbId === null ? undefined : sqlLab.schemas[String(dbId)];
  const tables = dbId === null || schema === null ? undefined : sqlLab.tables[tablesKey(dbId, schema)];
  useEffect(() => {
    if (dbId !== null && !schemas) dispatch(schemasRequested(dbId));
  }, [dbId, schemas]);
  useEffect(() => {
    if (dbId !== null && schema !== null && !tables) dispatch(tablesRequested({ dbId, schema }));
  }, [dbId, schema, tables]);

  const limitOptions = useMemo(() => QUERY_LIMIT_OPTIONS.filter((limit) => typeof maxRow !== 'number' || limit <= maxRow), [maxRow]);
  const editorId = editor?.id;
  const run = useCallback(() => {
    if (editorId) dispatch(runRequested({ editorId }));
  }, [editorId]);
  const changeSql = useCallback((sql: string) => editorId && dispatch(queryEditorChanged({ id: editorId, changes: { sql } })), [editorId]);

  if (!sqlLab.restored || !editor) return <Loading text={t('Loading...')} t={t} />;

  const running = query !== null && IN_PROGRESS_STATES.includes(query.state);
  const canRun = editor.dbId !== null && editor.sql.trim() !== '';
  const editorTables = sqlLab.tableSchemas.filter((table) => table.queryEditorId === editor.id);
  const showHistory = () => {
    setBottomTab('history');
    dispatch(historyRequested());
  };

  return (
    <Grid stackable style={{ margin: 0 }}>
      <Grid.Column width={4}>
        <Segment as="aside" aria-label={t('Database explorer')}>
          <SourcePicker
            databases={sqlLab.databases.list}
            schemas={schemas}
            tables={tables}
            dbId={dbId}
            schema={schema}
            onDatabaseChange={(next) => dispatch(queryEditorChanged({ id: editor.id, changes: { dbId: next } }))}
            onSchemaChange={(next) => dispatch(queryEditorChanged({ id: editor.id, changes: { schema: next } }))}
            onTableSelect={(name) => dbId !== null && schema !== null && dispatch(tableAdded({ queryEditorId: editor.id, dbId, schema, name }))}
          />
        </Segment>
        {editorTables.map((table) => (
          <TableSchemaPane key={table.id} table={table} onRemove={() => dispatch(tableRemoved(table.id))} />
        ))}
      </Grid.Column>
      <Grid.Column width={12}>
        <EditorTabs
          editors={sqlLab.editors}
          activeEditorId={sqlLab.activeEditorId}
          onActivate={(id) => dispatch(queryEditorActivated(id))}
          onAdd={() => dispatch(queryEditorAdded())}
          onClose={(id) => dispatch(queryEditorClosed(id))}
          onRename={(id, name) => dispatch(queryEditorRenamed({ id, name }))}
        />
        <Segment attached="bottom">
          <SqlEditor key={editor.id} label={t('SQL editor')} value={editor.sql} onChange={changeSql} onRun={run} />
          <EditorToolbar
            running={running}
            canRun={canRun}
            queryLimit={editor.queryLimit}
            limitOptions={limitOptions}
            onRun={run}
            onStop={() => query && dispatch(stopRequested(query.id))}
            onLimitChange={(queryLimit) => dispatch(queryEditorChanged({ id: editor.id, changes: { queryLimit } }))}
            onSave={() => dispatch(saveModalOpened())}
            canSave={canRun}
          />
          <Menu secondary pointing>
            <Menu.Item as="button" type="button" content={t('Results')} active={bottomTab === 'results'} aria-pressed={bottomTab === 'results'} onClick={() => setBottomTab('results')} />
            <Menu.Item as="button" type="button" content={t('Query history')} active={bottomTab === 'history'} aria-pressed={bottomTab === 'history'} onClick={showHistory} />
          </Menu>
          <section aria-label={bottomTab === 'results' ? t('Results') : t('Query history')}>
            {bottomTab === 'results' ? <ResultsPanel query={query} /> : <QueryHistory {...sqlLab.history} />}
          </section>
        </Segment>
      </Grid.Column>
      <SaveQueryModal
        open={sqlLab.save.modalOpen}
        defaultLabel={editor.name}
        editsSavedQuery={editor.remoteId !== null}
        saving={sqlLab.save.saving}
        error={sqlLab.save.error}
        onSave={(label, description, asNew) => dispatch(saveRequested({ editorId: editor.id, label, description, asNew }))}
        onCancel={() => dispatch(saveModalClosed())}
      />
    </Grid>
  );
}

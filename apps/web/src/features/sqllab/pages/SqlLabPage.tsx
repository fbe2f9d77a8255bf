import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';
import { Button, Grid, Icon, Menu, Segment } from 'semantic-ui-react';
import { Loading } from '@tessera/ui';
import { t } from '../../../i18n';
import { selectHasPermission } from '../../auth';
import { selectConfValue } from '../../config';
import { addToast } from '../../toasts';
import { EditorTabs } from '../components/EditorTabs/EditorTabs';
import { EditorActions } from '../components/EditorActions/EditorActions';
import { QueryHistory } from '../components/QueryHistory/QueryHistory';
import { ResultsPanel } from '../components/ResultsPanel/ResultsPanel';
import { SaveQueryModal } from '../components/SaveQueryModal/SaveQueryModal';
import { SourcePicker } from '../components/SourcePicker/SourcePicker';
import { SqlEditor } from '../components/SqlEditor/SqlEditor';
import { TableSchemaPane } from '../components/TableSchemaPane/TableSchemaPane';
import { useSqlCompleter } from '../completion/use-sql-completer';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts';
import { useFormatSql } from '../hooks/use-format-sql';
import { useSourceSchemas } from '../hooks/use-source-schemas';
import type { ShortcutName } from '../keyboard-shortcuts';
import { useSqlValidation } from '../sql-validation';
import { parseTemplateParams } from '../components/TemplateParamsModal/template-params';
import { sqlLabLinkOf } from '../sqllab-link';
import { selectActiveEditor, selectActiveQuery, selectSqlLab } from '../sqllab.selectors';
import {
  QUERY_LIMIT_OPTIONS,
  queryEditorActivated,
  queryEditorAdded,
  queryEditorChanged,
  queryEditorClosed,
  queryEditorRenamed,
  queryEditorCloned,
  queryEditorSwitched,
  otherQueryEditorsClosed,
  historyRequested,
  runRequested,
  saveModalClosed,
  saveModalOpened,
  saveRequested,
  sqlLabOpened,
  historyRowRemoveRequested,
  queryEditorOpenedWith,
  stopRequested,
  tableAdded,
  tablePreviewRequested,
  tableRemoved,
} from '../sqllab.slice';
import { IN_PROGRESS_STATES, type TableSchemaEntry } from '../sqllab.types';

/** The results pane's tabs: the tab's latest query, the query history, or one table's data preview. */
type BottomTab = 'results' | 'history' | `preview:${string}`;

const previewTabOf = (table: TableSchemaEntry): BottomTab => `preview:${table.id}`;

/** Shows the preview of a table as soon as one starts (adding a table or 'Preview' on its pane). */
function useNewPreviewTab(previewed: TableSchemaEntry[], show: (tab: BottomTab) => void): void {
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const fresh = previewed.find((table) => table.dataPreviewQueryId && !seen.current.has(table.dataPreviewQueryId));
    for (const table of previewed) if (table.dataPreviewQueryId) seen.current.add(table.dataPreviewQueryId);
    if (fresh) show(previewTabOf(fresh));
  }, [previewed]);
}

function savedQueryIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('savedQueryId');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/sqllab/`: tabs of SQL, the database/schema/table pickers, the results and the query history. */
export function SqlLabPage() {
  const dispatch = useDispatch();
  const location = useLocation();
  const { key: permalinkKey } = useParams<{ key?: string }>();
  const canExportCsv = useSelector(selectHasPermission('can_export_csv', 'SQLLab'));
  const sqlLab = useSelector(selectSqlLab);
  const editor = useSelector(selectActiveEditor);
  const query = useSelector(selectActiveQuery);
  const maxRow = useSelector(selectConfValue('SQL_MAX_ROW'));
  const [bottomTab, setBottomTab] = useState<BottomTab>('results');

  useEffect(() => {
    dispatch(sqlLabOpened({ savedQueryId: savedQueryIdOf(location.search), link: sqlLabLinkOf(permalinkKey, location.search) }));
  }, [location.search, permalinkKey]);

  const dbId = editor?.dbId ?? null;
  const schema = editor?.schema ?? null;
  const catalog = editor?.catalog ?? null;
  const database = sqlLab.databases.list.find((candidate) => candidate.id === dbId) ?? null;
  const source = useSourceSchemas(database, dbId, catalog);
  const schemaNames = source.schemas.status === 'loaded' ? source.schemas.value : undefined;
  const paneTables = useMemo(
    () => sqlLab.tableSchemas.filter((table) => table.queryEditorId === editor?.id),
    [sqlLab.tableSchemas, editor?.id],
  );
  const previewedTables = useMemo(() => paneTables.filter((table) => table.dataPreviewQueryId), [paneTables]);
  useNewPreviewTab(previewedTables, setBottomTab);
  const completer = useSqlCompleter({ dbId, catalog, schema, backend: database?.backend ?? null, schemas: schemaNames, paneTables });
  const [selectedText, setSelectedText] = useState('');
  useEffect(() => setSelectedText(''), [editor?.id]);
  const { format, formatting } = useFormatSql(editor);
  const annotations = useSqlValidation(
    editor && dbId !== null
      ? { database_id: dbId, catalog, schema, sql: editor.sql, template_params: parseTemplateParams(editor.templateParams) }
      : null,
  );

  const limitOptions = useMemo(() => QUERY_LIMIT_OPTIONS.filter((limit) => typeof maxRow !== 'number' || limit <= maxRow), [maxRow]);
  const editorId = editor?.id;
  const run = useCallback(() => {
    // With text selected, 'Run selection' runs only that.
    if (editorId) dispatch(runRequested(selectedText.trim() ? { editorId, sql: selectedText } : { editorId }));
  }, [editorId, selectedText]);
  const stop = () => query && IN_PROGRESS_STATES.includes(query.state) && dispatch(stopRequested(query.id));
  const onShortcut = (name: ShortcutName) => {
    if (name === 'runQuery') run();
    else if (name === 'stopQuery') stop();
    else if (name === 'newTab') dispatch(queryEditorAdded());
    else if (name === 'previousTab') dispatch(queryEditorSwitched('previous'));
    else if (name === 'nextTab') dispatch(queryEditorSwitched('next'));
    else if (name === 'formatQuery') format();
  };
  useEditorShortcuts(onShortcut);
  const changeSql = useCallback((sql: string) => editorId && dispatch(queryEditorChanged({ id: editorId, changes: { sql } })), [editorId]);

  if (!sqlLab.restored || !editor) return <Loading text={t('Loading...')} t={t} />;

  const running = query !== null && IN_PROGRESS_STATES.includes(query.state);
  const editorTables = paneTables;
  const hideLeftBar = editor.hideLeftBar === true;
  // A preview closes with its table: the pane falls back to the results.
  const previewTable = previewedTables.find((table) => previewTabOf(table) === bottomTab) ?? null;
  const shownTab: BottomTab = bottomTab.startsWith('preview:') && !previewTable ? 'results' : bottomTab;
  const previewQuery = previewTable?.dataPreviewQueryId ? (sqlLab.queries[previewTable.dataPreviewQueryId] ?? null) : null;
  const showHistory = () => {
    setBottomTab('history');
    dispatch(historyRequested());
  };

  return (
    <Grid stackable style={{ margin: 0 }}>
      {!hideLeftBar && (
        <Grid.Column width={4}>
          <Segment as="aside" aria-label={t('Database explorer')}>
            <SourcePicker
              databases={sqlLab.databases.list}
              catalogs={source.catalogs}
              schemas={source.schemas}
              dbId={dbId}
              catalog={catalog}
              schema={schema}
              onDatabaseChange={(next) => dispatch(queryEditorChanged({ id: editor.id, changes: { dbId: next, catalog: null } }))}
              onCatalogChange={(next) => dispatch(queryEditorChanged({ id: editor.id, changes: { catalog: next, schema: null } }))}
              onSchemaChange={(next) => dispatch(queryEditorChanged({ id: editor.id, changes: { schema: next } }))}
              onTableSelect={(name) =>
                dbId !== null && schema !== null && dispatch(tableAdded({ queryEditorId: editor.id, dbId, catalog, schema, name }))
              }
            />
          </Segment>
          {editorTables.map((table) => (
            <TableSchemaPane
              key={table.id}
              table={table}
              onRemove={() => dispatch(tableRemoved(table.id))}
              onPreview={() => dispatch(tablePreviewRequested(table.id))}
              notify={(type, text) => dispatch(addToast({ type, text }))}
            />
          ))}
        </Grid.Column>
      )}
      <Grid.Column width={hideLeftBar ? 16 : 12}>
        <Button
          type="button"
          basic
          compact
          size="mini"
          floated="right"
          aria-pressed={hideLeftBar}
          icon={hideLeftBar ? 'angle double right' : 'angle double left'}
          content={hideLeftBar ? t('Show left bar') : t('Hide left bar')}
          onClick={() => dispatch(queryEditorChanged({ id: editor.id, changes: { hideLeftBar: !hideLeftBar } }))}
        />
        <EditorTabs
          editors={sqlLab.editors}
          activeEditorId={sqlLab.activeEditorId}
          onActivate={(id) => dispatch(queryEditorActivated(id))}
          onAdd={() => dispatch(queryEditorAdded())}
          onClose={(id) => dispatch(queryEditorClosed(id))}
          onCloseOthers={(id) => dispatch(otherQueryEditorsClosed(id))}
          onClone={(id) => dispatch(queryEditorCloned(id))}
          onRename={(id, name) => dispatch(queryEditorRenamed({ id, name }))}
        />
        <Segment attached="bottom">
          <SqlEditor
            key={editor.id}
            label={t('SQL editor')}
            value={editor.sql}
            onChange={changeSql}
            onShortcut={onShortcut}
            onSelectionChange={setSelectedText}
            completer={completer}
            annotations={annotations}
          />
          <EditorActions
            editor={editor}
            database={database}
            running={running}
            selectedText={selectedText}
            limitOptions={limitOptions}
            onRun={run}
            onRunAs={(ctas) => editorId && dispatch(runRequested({ editorId, ctas }))}
            onStop={stop}
            onSave={() => dispatch(saveModalOpened())}
            onFormat={format}
            formatting={formatting}
          />
          <Menu secondary pointing>
            <Menu.Item
              as="button"
              type="button"
              content={t('Results')}
              active={shownTab === 'results'}
              aria-pressed={shownTab === 'results'}
              onClick={() => setBottomTab('results')}
            />
            <Menu.Item
              as="button"
              type="button"
              content={t('Query history')}
              active={shownTab === 'history'}
              aria-pressed={shownTab === 'history'}
              onClick={showHistory}
            />
            {previewedTables.map((table) => (
              <Menu.Item
                key={table.id}
                as="button"
                type="button"
                active={shownTab === previewTabOf(table)}
                aria-pressed={shownTab === previewTabOf(table)}
                onClick={() => setBottomTab(previewTabOf(table))}
              >
                <Icon name="eye" />
                {t('Preview: `%s`', table.name)}
              </Menu.Item>
            ))}
          </Menu>
          <section
            aria-label={previewTable ? t('Preview: `%s`', previewTable.name) : shownTab === 'results' ? t('Results') : t('Query history')}
          >
            {previewTable ? (
              <ResultsPanel
                query={previewQuery}
                canExportCsv={canExportCsv}
                onRerun={() => dispatch(tablePreviewRequested(previewTable.id))}
              />
            ) : shownTab === 'results' ? (
              <ResultsPanel query={query} canExportCsv={canExportCsv} onRerun={run} />
            ) : (
              <QueryHistory
                {...sqlLab.history}
                onRerun={(row) => {
                  const opened = queryEditorOpenedWith({ name: null, dbId: row.database.id, schema: row.schema, sql: row.sql });
                  dispatch(opened);
                  dispatch(runRequested({ editorId: opened.payload.editorId }));
                  setBottomTab('results');
                }}
                onRemove={(row) => dispatch(historyRowRemoveRequested(row))}
              />
            )}
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

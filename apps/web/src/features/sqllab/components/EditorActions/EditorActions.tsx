import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectHasPermission } from '../../../auth';
import type { SqlContext } from '../../sqllab-editor.api';
import { selectSqlLab } from '../../sqllab.selectors';
import { queryEditorChanged, scheduleModalClosed, scheduleModalOpened, scheduleRequested } from '../../sqllab.slice';
import type { CtasMethod, CtasRequest, QueryEditor, SqlLabDatabase } from '../../sqllab.types';
import { CreateAsModal } from '../CreateAsModal/CreateAsModal';
import { EditorToolbar } from '../EditorToolbar/EditorToolbar';
import { EstimateCostModal } from '../EstimateCostModal/EstimateCostModal';
import { ScheduleQueryModal } from '../ScheduleQueryModal/ScheduleQueryModal';
import { ShareQueryButton } from '../ShareQueryButton/ShareQueryButton';
import { ShortcutsHelpModal } from '../ShortcutsHelpModal/ShortcutsHelpModal';
import { TemplateParamsModal } from '../TemplateParamsModal/TemplateParamsModal';
import { parseTemplateParams, templateParamsError } from '../TemplateParamsModal/template-params';

export interface EditorActionsProps {
  editor: QueryEditor;
  database: SqlLabDatabase | null;
  running: boolean;
  /** The text selected in the editor; 'Run selection' runs it. */
  selectedText: string;
  limitOptions: readonly number[];
  onRun: () => void;
  /** Runs the query as CREATE TABLE/VIEW AS `tableName`. */
  onRunAs: (ctas: CtasRequest) => void;
  onStop: () => void;
  onSave: () => void;
  onFormat: () => void;
  formatting: boolean;
}

/** The toolbar under the editor and the dialogs it opens: cost estimate, template parameters, shortcuts, schedule. */
export function EditorActions({
  editor,
  database,
  running,
  selectedText,
  limitOptions,
  onRun,
  onRunAs,
  onStop,
  onSave,
  onFormat,
  formatting,
}: EditorActionsProps) {
  const [creatingAs, setCreatingAs] = useState<CtasMethod | null>(null);
  const createAs: CtasMethod[] = [
    ...(database?.allow_ctas ? (['TABLE'] as const) : []),
    ...(database?.allow_cvas ? (['VIEW'] as const) : []),
  ];
  const dispatch = useDispatch();
  const mayEstimate = useSelector(selectHasPermission('can_estimate_query_cost', 'SQLLab'));
  // A schedule is stored as a saved query, so scheduling needs the right to write saved queries.
  const maySchedule = useSelector(selectHasPermission('can_write', 'SavedQuery'));
  const schedule = useSelector(selectSqlLab).schedule;
  const [estimating, setEstimating] = useState<SqlContext | null>(null);
  const [editingParams, setEditingParams] = useState(false);
  const [showingShortcuts, setShowingShortcuts] = useState(false);
  const canRun = editor.dbId !== null && editor.sql.trim() !== '';
  const templateParams = editor.templateParams ?? '';
  const estimate = () => {
    if (editor.dbId === null) return;
    const sql = selectedText.trim() ? selectedText : editor.sql;
    setEstimating({
      database_id: editor.dbId,
      catalog: editor.catalog ?? null,
      schema: editor.schema,
      sql,
      template_params: parseTemplateParams(editor.templateParams),
    });
  };
  return (
    <>
      <EditorToolbar
        running={running}
        canRun={canRun}
        hasSelection={selectedText.trim() !== ''}
        queryLimit={editor.queryLimit}
        limitOptions={limitOptions}
        onRun={onRun}
        onStop={onStop}
        onLimitChange={(queryLimit) => dispatch(queryEditorChanged({ id: editor.id, changes: { queryLimit } }))}
        onSave={onSave}
        canSave={canRun}
        onSchedule={maySchedule ? () => dispatch(scheduleModalOpened()) : undefined}
        canEstimate={mayEstimate && database?.allows_cost_estimate === true}
        onEstimate={estimate}
        onFormat={onFormat}
        formatting={formatting}
        templateParamsInvalid={templateParamsError(templateParams) !== null}
        onEditTemplateParams={() => setEditingParams(true)}
        onShowShortcuts={() => setShowingShortcuts(true)}
        createAs={createAs}
        onCreateAs={setCreatingAs}
        share={<ShareQueryButton editor={editor} />}
      />
      <CreateAsModal
        method={creatingAs}
        onClose={() => setCreatingAs(null)}
        onRun={(method, tableName) => {
          setCreatingAs(null);
          onRunAs({ method, tableName });
        }}
      />
      <EstimateCostModal context={estimating} onClose={() => setEstimating(null)} />
      <TemplateParamsModal
        open={editingParams}
        value={templateParams}
        onChange={(value) => dispatch(queryEditorChanged({ id: editor.id, changes: { templateParams: value } }))}
        onClose={() => setEditingParams(false)}
      />
      <ShortcutsHelpModal open={showingShortcuts} onClose={() => setShowingShortcuts(false)} />
      {maySchedule && (
        <ScheduleQueryModal
          open={schedule.modalOpen}
          defaultLabel={editor.name}
          saving={schedule.saving}
          onSchedule={(label, description, info) => dispatch(scheduleRequested({ editorId: editor.id, label, description, info }))}
          onCancel={() => dispatch(scheduleModalClosed())}
        />
      )}
    </>
  );
}

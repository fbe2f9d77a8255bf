import { useEffect } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { addToast } from '../../../toasts';
import { pickDashboardState, type StateWithDashboard } from '../../dashboard.selectors';
import { changesDiscarded, dashboardSaveRequested, editModeChanged, layoutRedone, layoutUndone } from '../../dashboard.slice';
import { OverwriteConfirmModal } from '../../editor/OverwriteConfirmModal';
import { UNDO_LIMIT } from '../../layout/layout-history';

/** 'Edit dashboard' for those who may edit; in edit mode undo, redo, 'Discard' and 'Save'. */
export function DashboardEditControls() {
  const dispatch = useDispatch();
  const { editMode, hasUnsavedChanges, isSaving, layoutHistory, maxUndoHistoryExceeded } = useSelector(
    (state: StateWithDashboard) =>
      pickDashboardState(state, 'editMode', 'hasUnsavedChanges', 'isSaving', 'layoutHistory', 'maxUndoHistoryExceeded'),
    shallowEqual,
  );

  // Once every undo slot is used, say that older edits can no longer be undone.
  useEffect(() => {
    if (maxUndoHistoryExceeded) {
      dispatch(
        addToast({
          type: 'warning',
          text: t(
            'You have used all %s undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
            String(UNDO_LIMIT),
          ),
        }),
      );
    }
  }, [dispatch, maxUndoHistoryExceeded]);

  if (!editMode) {
    return (
      <Button basic size="small" icon="edit" content={t('Edit dashboard')} onClick={() => dispatch(editModeChanged({ editMode: true }))} />
    );
  }
  return (
    <>
      <Button.Group size="small" basic>
        <Button
          type="button"
          icon="undo"
          aria-label={t('Undo')}
          title={t('Undo')}
          disabled={layoutHistory.past.length === 0}
          onClick={() => dispatch(layoutUndone())}
        />
        <Button
          type="button"
          icon="redo"
          aria-label={t('Redo')}
          title={t('Redo')}
          disabled={layoutHistory.future.length === 0}
          onClick={() => dispatch(layoutRedone())}
        />
      </Button.Group>
      {hasUnsavedChanges && <span className="dashboard-unsaved">{t('Unsaved changes')}</span>}
      <Button.Group size="small">
        <Button type="button" onClick={() => dispatch(changesDiscarded())} disabled={isSaving}>
          {t('Discard')}
        </Button>
        <Button
          type="button"
          primary
          loading={isSaving}
          disabled={isSaving || !hasUnsavedChanges}
          onClick={() => dispatch(dashboardSaveRequested())}
        >
          {t('Save')}
        </Button>
      </Button.Group>
      <OverwriteConfirmModal />
    </>
  );
}

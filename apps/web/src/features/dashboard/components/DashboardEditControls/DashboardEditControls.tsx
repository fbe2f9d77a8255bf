import { useDispatch, useSelector } from 'react-redux';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectDashboardState } from '../../dashboard.selectors';
import { changesDiscarded, dashboardSaveRequested, editModeChanged } from '../../dashboard.slice';

/** 'Edit dashboard' for those who may edit; in edit mode 'Save' and 'Discard'. */
export function DashboardEditControls() {
  const dispatch = useDispatch();
  const { editMode, hasUnsavedChanges, isSaving } = useSelector(selectDashboardState);
  if (!editMode) {
    return <Button basic size="small" icon="edit" content={t('Edit dashboard')} onClick={() => dispatch(editModeChanged({ editMode: true }))} />;
  }
  return (
    <Button.Group size="small">
      <Button type="button" onClick={() => dispatch(changesDiscarded())} disabled={isSaving}>
        {t('Discard')}
      </Button>
      <Button type="button" primary loading={isSaving} disabled={isSaving || !hasUnsavedChanges} onClick={() => dispatch(dashboardSaveRequested())}>
        {t('Save')}
      </Button>
    </Button.Group>
  );
}

import { useDispatch, useSelector } from 'react-redux';
import { Button, Header, Label } from 'semantic-ui-react';
import { DropdownMoreMenu, EditableTitle, FaveStar, type MenuItem } from '@tessera/ui';
import { t } from '../../../../i18n';
import { selectHasPermission } from '../../../auth';
import { selectCanEditDashboard, selectDashboardState } from '../../dashboard.selectors';
import { dashboardRefreshRequested, favoriteToggled, permalinkShareRequested, propertiesOpened, publishToggled, saveAsOpened, titleChanged } from '../../dashboard.slice';
import type { DashboardInfo, DashboardOwner } from '../../dashboard.types';
import { useDashboardUiConfig } from '../../ui-config/dashboard-ui-config';
import { DashboardEditControls } from '../DashboardEditControls/DashboardEditControls';
import { PropertiesModal } from '../PropertiesModal/PropertiesModal';
import { SaveAsModal } from '../SaveAsModal/SaveAsModal';

function ownerName(owner: DashboardOwner): string {
  return `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim() || owner.label || String(owner.id);
}

/** Title (editable in edit mode), favourite star, published/draft badge, owners, refresh and edit controls. */
export function DashboardHeader({ dashboard }: { dashboard: DashboardInfo }) {
  const dispatch = useDispatch();
  const { starred, editMode } = useSelector(selectDashboardState);
  const { hideTitle, isGuest } = useDashboardUiConfig();
  const canEdit = useSelector(selectCanEditDashboard) && !isGuest;
  // Saving a copy needs write access to dashboards, not ownership of this one.
  const canSaveAs = useSelector(selectHasPermission('can_write', 'Dashboard')) && !isGuest;
  const menuItems: MenuItem[] = [
    ...(canEdit ? [{ key: 'properties', label: t('Edit properties'), onClick: () => dispatch(propertiesOpened()) }] : []),
    ...(canSaveAs ? [{ key: 'save-as', label: t('Save as'), onClick: () => dispatch(saveAsOpened()) }] : []),
  ];
  const badge = dashboard.published ? t('Published') : t('Draft');

  if (hideTitle) return null;
  return (
    <header style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
      {editMode ? (
        <EditableTitle as="h1" title={dashboard.title} canEdit label={t('Dashboard title')} onSave={(title) => dispatch(titleChanged({ title }))} t={t} />
      ) : (
        <Header as="h1" style={{ margin: 0 }}>
          {dashboard.title}
        </Header>
      )}
      {!isGuest && <FaveStar itemId={dashboard.id} isStarred={starred} onToggle={(_id, next) => dispatch(favoriteToggled({ starred: next }))} showTooltip t={t} />}
      {canEdit ? (
        <Label
          as="button"
          type="button"
          color={dashboard.published ? 'green' : undefined}
          title={dashboard.published ? t('Click to make this dashboard a draft') : t('Click to publish this dashboard')}
          onClick={() => dispatch(publishToggled({ published: !dashboard.published }))}
        >
          {badge}
        </Label>
      ) : (
        <Label color={dashboard.published ? 'green' : undefined}>{badge}</Label>
      )}
      {dashboard.owners.length > 0 && <span className="dashboard-owners">{t('Owners: %s', dashboard.owners.map(ownerName).join(', '))}</span>}
      {dashboard.changedByName && <span className="dashboard-modified">{t('Modified by %s', dashboard.changedByName)}</span>}
      {!isGuest && (
        <span style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
          <Button basic size="small" icon="refresh" content={t('Refresh dashboard')} onClick={() => dispatch(dashboardRefreshRequested())} />
          <Button basic size="small" icon="linkify" content={t('Copy permalink to clipboard')} onClick={() => dispatch(permalinkShareRequested())} />
          {canEdit && <DashboardEditControls />}
          {menuItems.length > 0 && <DropdownMoreMenu items={menuItems} label={t('More dashboard actions')} t={t} />}
        </span>
      )}
      {canEdit && <PropertiesModal />}
      {canSaveAs && <SaveAsModal />}
    </header>
  );
}

import { useState } from 'react';
import { shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
import { Button, Header, Label } from 'semantic-ui-react';
import { DropdownMoreMenu, EditableTitle, FaveStar, type MenuItem } from '@tessera/ui';
import { t } from '../../../../i18n';
import { selectHasPermission } from '../../../auth';
import { ReportHeaderMenu } from '../../../reports';
import { addToast } from '../../../toasts';
import { selectCanEditDashboard, selectRefreshFrequency, pickDashboardState, type StateWithDashboard } from '../../dashboard.selectors';
import {
  dashboardRefreshRequested,
  favoriteToggled,
  permalinkShareRequested,
  propertiesOpened,
  publishToggled,
  refreshFrequencyChanged,
  saveAsOpened,
  titleChanged,
} from '../../dashboard.slice';
import type { DashboardInfo, DashboardOwner } from '../../dashboard.types';
import { useDashboardUiConfig } from '../../ui-config/dashboard-ui-config';
import { DashboardEditControls } from '../DashboardEditControls/DashboardEditControls';
import { LastUpdatedLabel } from '../LastUpdatedLabel/LastUpdatedLabel';
import { PropertiesModal } from '../PropertiesModal/PropertiesModal';
import { RefreshIntervalModal } from '../RefreshIntervalModal/RefreshIntervalModal';
import { SaveAsModal } from '../SaveAsModal/SaveAsModal';
import { loadEveryChart } from '../../every-chart';
import { downloadDashboardImage, printDashboard } from './dashboard-download';

function ownerName(owner: DashboardOwner): string {
  return `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim() || owner.label || String(owner.id);
}

/** The dashboard's grid, drawn by DashboardGrid beside the header. */
function dashboardGrid(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.dashboard-grid');
}

/**
 * Title (editable in edit mode), favourite star, published/draft badge, owners, when the charts were
 * last updated, refresh and edit controls, and a menu with the properties, save as, auto-refresh
 * interval and downloads.
 */
export function DashboardHeader({ dashboard }: { dashboard: DashboardInfo }) {
  const dispatch = useDispatch();
  const store = useStore<StateWithDashboard>();
  const { starred, editMode, lastRefreshedAt } = useSelector(
    (state: StateWithDashboard) => pickDashboardState(state, 'starred', 'editMode', 'lastRefreshedAt'),
    shallowEqual,
  );
  const refreshFrequency = useSelector(selectRefreshFrequency);
  const [intervalModalOpen, setIntervalModalOpen] = useState(false);
  const { hideTitle, isGuest } = useDashboardUiConfig();
  const canEdit = useSelector(selectCanEditDashboard) && !isGuest;
  // Saving a copy needs write access to dashboards, not ownership of this one.
  const canSaveAs = useSelector(selectHasPermission('can_write', 'Dashboard')) && !isGuest;
  const menuItems: MenuItem[] = [
    ...(canEdit ? [{ key: 'properties', label: t('Edit properties'), onClick: () => dispatch(propertiesOpened()) }] : []),
    ...(canSaveAs ? [{ key: 'save-as', label: t('Save as'), onClick: () => dispatch(saveAsOpened()) }] : []),
    { key: 'refresh-interval', label: t('Set auto-refresh interval'), onClick: () => setIntervalModalOpen(true) },
    { key: 'download', label: t('Download'), header: true },
    { key: 'download-image', label: t('Download as image'), onClick: () => void downloadImage() },
    { key: 'download-pdf', label: t('Export to PDF'), onClick: () => void exportPdf() },
  ];
  // Both show the whole dashboard, so charts still waiting to be scrolled near load first.
  async function downloadImage() {
    try {
      await loadEveryChart(store);
      const grid = dashboardGrid();
      if (!grid) throw new Error('The dashboard grid is not on the page');
      await downloadDashboardImage(grid, dashboard.title);
    } catch {
      dispatch(addToast({ type: 'danger', text: t('The dashboard could not be drawn as an image') }));
    }
  }
  async function exportPdf() {
    await loadEveryChart(store);
    const grid = dashboardGrid();
    if (grid) printDashboard(grid, dashboard.title);
  }
  // In edit mode the interval is part of the dashboard's edits; in view mode it lasts the session.
  const saveInterval = (seconds: number) => {
    dispatch(refreshFrequencyChanged({ seconds, persist: editMode }));
    setIntervalModalOpen(false);
  };
  const badge = dashboard.published ? t('Published') : t('Draft');

  if (hideTitle) return null;
  return (
    <header style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
      {editMode ? (
        <EditableTitle
          as="h1"
          title={dashboard.title}
          canEdit
          label={t('Dashboard title')}
          onSave={(title) => dispatch(titleChanged({ title }))}
          t={t}
        />
      ) : (
        <Header as="h1" style={{ margin: 0 }}>
          {dashboard.title}
        </Header>
      )}
      {!isGuest && (
        <FaveStar
          itemId={dashboard.id}
          isStarred={starred}
          onToggle={(_id, next) => dispatch(favoriteToggled({ starred: next }))}
          showTooltip
          t={t}
        />
      )}
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
      {dashboard.owners.length > 0 && (
        <span className="dashboard-owners">{t('Owners: %s', dashboard.owners.map(ownerName).join(', '))}</span>
      )}
      {dashboard.changedByName && <span className="dashboard-modified">{t('Modified by %s', dashboard.changedByName)}</span>}
      {lastRefreshedAt !== null && <LastUpdatedLabel updatedAt={lastRefreshedAt} />}
      {!isGuest && (
        <span style={{ marginInlineStart: 'auto', display: 'flex', gap: 8 }}>
          <Button
            basic
            size="small"
            icon="refresh"
            content={t('Refresh dashboard')}
            onClick={() => dispatch(dashboardRefreshRequested())}
          />
          <Button
            basic
            size="small"
            icon="linkify"
            content={t('Copy permalink to clipboard')}
            onClick={() => dispatch(permalinkShareRequested())}
          />
          {canEdit && <DashboardEditControls />}
          <ReportHeaderMenu kind="dashboard" id={dashboard.id} name={dashboard.title} />
          <DropdownMoreMenu items={menuItems} label={t('More dashboard actions')} t={t} />
        </span>
      )}
      {canEdit && <PropertiesModal />}
      {canSaveAs && <SaveAsModal />}
      {intervalModalOpen && (
        <RefreshIntervalModal seconds={refreshFrequency} onSave={saveInterval} onClose={() => setIntervalModalOpen(false)} />
      )}
    </header>
  );
}

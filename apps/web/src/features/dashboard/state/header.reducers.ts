import type { PayloadAction } from '@reduxjs/toolkit';
import type { DashboardInfo } from '../dashboard.types';
import type { DashboardState } from './dashboard-state';

/** What the header and the properties modal change: properties, auto-refresh interval, favourite, published. */
export const headerReducers = {
  propertiesOpened(state: DashboardState) {
    state.properties = { open: true, saving: false, error: null };
  },
  propertiesClosed(state: DashboardState) {
    state.properties = { open: false, saving: false, error: null };
  },
  /** Edit mode: the properties become part of the unsaved edits. */
  propertiesApplied(state: DashboardState, action: PayloadAction<{ dashboard: DashboardInfo }>) {
    state.dashboard = action.payload.dashboard;
    state.hasUnsavedChanges = true;
    state.properties = { open: false, saving: false, error: null };
  },
  /** View mode: the properties are saved straight away. */
  propertiesSaveRequested(state: DashboardState, _action: PayloadAction<{ dashboard: DashboardInfo }>) {
    state.properties.saving = true;
    state.properties.error = null;
  },
  propertiesSaved(state: DashboardState, action: PayloadAction<{ dashboard: DashboardInfo }>) {
    state.dashboard = action.payload.dashboard;
    state.saved = action.payload.dashboard;
    state.properties = { open: false, saving: false, error: null };
  },
  propertiesSaveFailed(state: DashboardState, action: PayloadAction<{ message: string }>) {
    state.properties.saving = false;
    state.properties.error = action.payload.message;
  },
  /**
   * The auto-refresh interval picked in the header: in edit mode (`persist`) it becomes the
   * metadata's `refresh_frequency`, saved with the dashboard; otherwise it lasts the session.
   */
  refreshFrequencyChanged(state: DashboardState, action: PayloadAction<{ seconds: number; persist: boolean }>) {
    const { seconds, persist } = action.payload;
    if (!persist || !state.dashboard) {
      state.sessionRefreshFrequency = seconds;
      return;
    }
    state.sessionRefreshFrequency = null;
    if (Number(state.dashboard.metadata.refresh_frequency ?? 0) === seconds) return;
    state.dashboard.metadata = { ...state.dashboard.metadata, refresh_frequency: seconds };
    state.hasUnsavedChanges = true;
  },
  /** The metadata's frequency changed (properties, discard): it takes over from the session's pick. */
  sessionRefreshFrequencyCleared(state: DashboardState) {
    state.sessionRefreshFrequency = null;
  },
  favoriteStatusLoaded(state: DashboardState, action: PayloadAction<{ starred: boolean }>) {
    state.starred = action.payload.starred;
  },
  favoriteToggled(state: DashboardState, action: PayloadAction<{ starred: boolean }>) {
    state.starred = action.payload.starred;
  },
  favoriteToggleFailed(state: DashboardState, action: PayloadAction<{ starred: boolean }>) {
    state.starred = !action.payload.starred;
  },
  publishToggled(state: DashboardState, action: PayloadAction<{ published: boolean }>) {
    if (state.dashboard) state.dashboard.published = action.payload.published;
    if (state.saved) state.saved.published = action.payload.published;
  },
  publishToggleFailed(state: DashboardState, action: PayloadAction<{ published: boolean }>) {
    if (state.dashboard) state.dashboard.published = !action.payload.published;
    if (state.saved) state.saved.published = !action.payload.published;
  },
};

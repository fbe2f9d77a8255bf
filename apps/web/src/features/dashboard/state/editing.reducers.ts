import type { PayloadAction } from '@reduxjs/toolkit';
import type { DashboardInfo, DashboardLayout } from '../dashboard.types';
import type { OverwriteConflict } from '../model/overwrite-check';
import { emptyHistory, redo, recordEdit, undo, undoSlotsExhausted } from '../layout/layout-history';
import type { DashboardState } from './dashboard-state';

/** Edit mode: layout edits with undo and redo, saving, overwrite confirmation, Save as. */
export const editingReducers = {
  editModeChanged(state: DashboardState, action: PayloadAction<{ editMode: boolean }>) {
    state.editMode = action.payload.editMode;
  },
  titleChanged(state: DashboardState, action: PayloadAction<{ title: string }>) {
    if (!state.dashboard || state.dashboard.title === action.payload.title) return;
    state.dashboard.title = action.payload.title;
    state.hasUnsavedChanges = true;
  },
  changesDiscarded(state: DashboardState) {
    state.dashboard = state.saved;
    state.layout = state.savedLayout;
    state.layoutHistory = emptyHistory;
    state.maxUndoHistoryExceeded = false;
    state.hasUnsavedChanges = false;
    state.editMode = false;
  },
  saveRequested(state: DashboardState) {
    state.isSaving = true;
  },
  saveSucceeded(state: DashboardState, action: PayloadAction<{ dashboard: DashboardInfo }>) {
    state.isSaving = false;
    state.hasUnsavedChanges = false;
    state.editMode = false;
    state.dashboard = action.payload.dashboard;
    state.saved = action.payload.dashboard;
    state.savedLayout = state.layout;
    state.layoutHistory = emptyHistory;
    state.maxUndoHistoryExceeded = false;
  },
  saveFailed(state: DashboardState) {
    state.isSaving = false;
  },
  /** An edit of the layout in edit mode (drop, resize, delete, text), recorded for undo. */
  layoutEdited(state: DashboardState, action: PayloadAction<{ layout: DashboardLayout }>) {
    state.layoutHistory = recordEdit(state.layoutHistory, state.layout);
    state.layout = action.payload.layout;
    state.hasUnsavedChanges = true;
    if (undoSlotsExhausted(state.layoutHistory)) state.maxUndoHistoryExceeded = true;
  },
  layoutUndone(state: DashboardState) {
    const step = undo(state.layoutHistory, state.layout);
    if (!step) return;
    state.layout = step.layout;
    state.layoutHistory = step.history;
    // Undoing back to an empty history clears the flag (spec part 2 §4), unless the title changed too.
    state.hasUnsavedChanges = step.history.past.length > 0 || state.dashboard?.title !== state.saved?.title;
  },
  layoutRedone(state: DashboardState) {
    const step = redo(state.layoutHistory, state.layout);
    if (!step) return;
    state.layout = step.layout;
    state.layoutHistory = step.history;
    state.hasUnsavedChanges = true;
  },
  overwriteConfirmationRequested(state: DashboardState, action: PayloadAction<OverwriteConflict>) {
    state.overwriteConfirmation = action.payload;
  },
  overwriteConfirmed(state: DashboardState) {
    state.overwriteConfirmation = null;
  },
  overwriteCancelled(state: DashboardState) {
    state.overwriteConfirmation = null;
  },
  saveAsOpened(state: DashboardState) {
    state.saveAs = { open: true, saving: false, error: null, copiedId: null };
  },
  saveAsClosed(state: DashboardState) {
    state.saveAs = { open: false, saving: false, error: null, copiedId: null };
  },
  saveAsRequested(state: DashboardState, _action: PayloadAction<{ title: string; duplicateSlices: boolean }>) {
    state.saveAs.saving = true;
    state.saveAs.error = null;
  },
  saveAsSucceeded(state: DashboardState, action: PayloadAction<{ id: number }>) {
    state.saveAs = { open: false, saving: false, error: null, copiedId: action.payload.id };
  },
  saveAsFailed(state: DashboardState, action: PayloadAction<{ message: string }>) {
    state.saveAs.saving = false;
    state.saveAs.error = action.payload.message;
  },
};

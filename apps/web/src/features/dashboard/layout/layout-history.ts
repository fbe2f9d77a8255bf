import type { DashboardLayout } from '../dashboard.types';

/**
 * Undo slots of the layout editor. The spec gives the history as "a constant plus 2" without the
 * constant; 50 is the constant of the product this reimplements. The two extra entries keep the
 * current layout and let the editor notice when every slot is used.
 */
export const UNDO_LIMIT = 50;
export const HISTORY_LIMIT = UNDO_LIMIT + 2;

export const UNDO_SLOTS_USED_MESSAGE =
  'You have used all %s undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.';

/** Layouts before and after the current one. */
export interface LayoutHistory {
  past: DashboardLayout[];
  future: DashboardLayout[];
}

export const emptyHistory: LayoutHistory = { past: [], future: [] };

/** Records `previous` as the state to undo to; a new edit drops what could be redone. */
export function recordEdit(history: LayoutHistory, previous: DashboardLayout): LayoutHistory {
  const past = [...history.past, previous];
  return { past: past.slice(Math.max(0, past.length - (HISTORY_LIMIT - 1))), future: [] };
}

/** Whether every undo slot is used, so older edits can no longer be undone. */
export function undoSlotsExhausted(history: LayoutHistory): boolean {
  return history.past.length >= UNDO_LIMIT;
}

/** Steps back: the layout to show and the history after the step; null when nothing can be undone. */
export function undo(history: LayoutHistory, current: DashboardLayout): { layout: DashboardLayout; history: LayoutHistory } | null {
  const layout = history.past[history.past.length - 1];
  if (!layout) return null;
  return { layout, history: { past: history.past.slice(0, -1), future: [current, ...history.future] } };
}

/** Steps forward again; null when nothing can be redone. */
export function redo(history: LayoutHistory, current: DashboardLayout): { layout: DashboardLayout; history: LayoutHistory } | null {
  const [layout, ...future] = history.future;
  if (!layout) return null;
  return { layout, history: { past: [...history.past, current], future } };
}

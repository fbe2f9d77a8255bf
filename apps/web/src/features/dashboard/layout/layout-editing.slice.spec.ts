import {
  changesDiscarded,
  dashboardLoaded,
  dashboardReducer,
  dashboardSaveSucceeded,
  initialDashboardState,
  layoutEdited,
  layoutRedone,
  layoutUndone,
} from '../dashboard.slice';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../testing/dashboard.fixtures';
import { deleteComponent } from './layout-edit';
import { parseLayout } from './layout';
import { UNDO_LIMIT } from './layout-history';

const loaded = () =>
  dashboardReducer(
    initialDashboardState,
    dashboardLoaded({
      dashboard: fixtureDashboard(),
      layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
      charts: fixtureCharts(),
      filters: [],
    }),
  );

describe('layout editing state', () => {
  it('flags unsaved changes on an edit and clears the flag after undoing back to an empty history', () => {
    const start = loaded();
    const edited = dashboardReducer(start, layoutEdited({ layout: deleteComponent(start.layout, 'CHART-a') }));
    expect(edited.hasUnsavedChanges).toBe(true);
    expect(edited.layout['CHART-a']).toBeUndefined();
    const undone = dashboardReducer(edited, layoutUndone());
    expect(undone.layout).toEqual(start.layout);
    expect(undone.hasUnsavedChanges).toBe(false);
    const redone = dashboardReducer(undone, layoutRedone());
    expect(redone.layout['CHART-a']).toBeUndefined();
    expect(redone.hasUnsavedChanges).toBe(true);
  });

  it(`notes when all ${UNDO_LIMIT} undo slots are used, until the layout is saved`, () => {
    let state = loaded();
    for (let edit = 0; edit < UNDO_LIMIT; edit += 1) {
      expect(state.maxUndoHistoryExceeded).toBe(false);
      state = dashboardReducer(state, layoutEdited({ layout: { ...state.layout } }));
    }
    expect(state.maxUndoHistoryExceeded).toBe(true);
    const saved = dashboardReducer(state, dashboardSaveSucceeded({ dashboard: fixtureDashboard() }));
    expect(saved).toMatchObject({ maxUndoHistoryExceeded: false, layoutHistory: { past: [], future: [] }, savedLayout: state.layout });
  });

  it('discards layout edits back to the saved layout', () => {
    const start = loaded();
    const edited = dashboardReducer({ ...start, editMode: true }, layoutEdited({ layout: deleteComponent(start.layout, 'TABS-1') }));
    const discarded = dashboardReducer(edited, changesDiscarded());
    expect(discarded).toMatchObject({
      layout: start.layout,
      editMode: false,
      hasUnsavedChanges: false,
      layoutHistory: { past: [], future: [] },
    });
  });
});

import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useSelector } from 'react-redux';
import type { StateWithDashboard } from '../../dashboard.selectors';
import { BuilderPanel } from '../../editor/BuilderPanel';
import { ROOT_ID } from '../../layout/layout.constants';
import { LayoutNodeView } from '../LayoutNodeView/LayoutNodeView';

/** The dashboard's layout, from its root; in edit mode beside the builder panel, everything draggable. */
export function DashboardGrid() {
  const editMode = useSelector((state: StateWithDashboard) => state.dashboard.editMode);
  const grid = (
    <main className="dashboard-grid" style={{ flex: 1, minWidth: 0 }}>
      <LayoutNodeView id={ROOT_ID} />
    </main>
  );
  if (!editMode) return grid;
  return (
    <DndProvider backend={HTML5Backend}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
        {grid}
        <BuilderPanel />
      </div>
    </DndProvider>
  );
}

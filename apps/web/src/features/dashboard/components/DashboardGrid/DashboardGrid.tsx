import { ROOT_ID } from '../../layout/layout.constants';
import { LayoutNodeView } from '../LayoutNodeView/LayoutNodeView';

/** The dashboard's layout, from its root. */
export function DashboardGrid() {
  return (
    <main className="dashboard-grid" style={{ flex: 1, minWidth: 0 }}>
      <LayoutNodeView id={ROOT_ID} />
    </main>
  );
}

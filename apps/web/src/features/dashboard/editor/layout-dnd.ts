import type { DashboardChart } from '../dashboard.types';
import type { DragSource } from '../layout/layout-edit';

/** The react-dnd item type every layout component and builder-panel element is dragged as. */
export const LAYOUT_DRAG_TYPE = 'dashboard-layout-component';

/** What is being dragged; a saved chart from the builder panel brings its definition along. */
export interface LayoutDragItem {
  source: DragSource;
  chart?: DashboardChart;
}

/** What a drop target hands to the targets around it: set once a target has taken the drop. */
export interface LayoutDropResult {
  handled: true;
}

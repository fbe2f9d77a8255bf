export { ChartActionsMenu } from './ChartActionsMenu';
export type { ChartActionsMenuProps } from './ChartActionsMenu';
export { DrillContextMenu } from './DrillContextMenu';

/** Dashboard layout constants (spec part 2 §3 and §9); the ids and the grid width are the stored layout's own. */
export { DASHBOARD_GRID_ID as GRID_ID, DASHBOARD_ROOT_ID as ROOT_ID, GRID_COLUMN_COUNT } from '@tessera/contracts/web';
export const GRID_UNIT_PX = 8;
export const DEFAULT_CHART_WIDTH = 4;
export const DEFAULT_CHART_HEIGHT = 50;
export const DEFAULT_COLUMN_WIDTH = 12;
export const GRID_GUTTER_PX = 16;
export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';
export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';

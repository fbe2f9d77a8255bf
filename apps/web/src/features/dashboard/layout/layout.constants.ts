/** Dashboard layout constants (spec part 2 §3 and §9). */
export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const GRID_UNIT_PX = 8;
export const GRID_COLUMN_COUNT = 12;
export const DEFAULT_CHART_WIDTH = 4;
export const DEFAULT_CHART_HEIGHT = 50;
export const DEFAULT_COLUMN_WIDTH = 12;
export const GRID_GUTTER_PX = 16;
export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';
export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';

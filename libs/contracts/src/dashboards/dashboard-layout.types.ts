/** The key every `position_json` carries with the layout format version. */
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const DASHBOARD_LAYOUT_VERSION = 'v2';

export const DASHBOARD_ROOT_ID = 'ROOT_ID';
export const DASHBOARD_GRID_ID = 'GRID_ID';
export const DASHBOARD_HEADER_ID = 'HEADER_ID';

/** Layout component types (`DYNAMIC` holds plugin-provided components). */
export const LAYOUT_COMPONENT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'TABS',
  'TAB',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'DYNAMIC',
] as const;
export type LayoutComponentType = (typeof LAYOUT_COMPONENT_TYPES)[number];

/** Which component types each type may hold directly (the layout editor's drop rules). */
export const LAYOUT_CHILD_RULES: Readonly<Record<LayoutComponentType, readonly LayoutComponentType[]>> = {
  ROOT: ['GRID', 'TABS'],
  GRID: ['CHART', 'MARKDOWN', 'ROW', 'TABS', 'HEADER', 'DIVIDER', 'COLUMN'],
  ROW: ['CHART', 'MARKDOWN', 'DYNAMIC', 'COLUMN'],
  COLUMN: ['CHART', 'MARKDOWN', 'DYNAMIC', 'DIVIDER', 'HEADER', 'ROW'],
  TABS: ['TAB'],
  TAB: ['CHART', 'MARKDOWN', 'ROW', 'TABS', 'HEADER', 'DIVIDER', 'COLUMN', 'DYNAMIC'],
  HEADER: [],
  CHART: [],
  MARKDOWN: [],
  DIVIDER: [],
  DYNAMIC: [],
};

/** Grid columns in a row. */
export const GRID_COLUMN_COUNT = 12;

export const ROW_BACKGROUNDS = ['BACKGROUND_TRANSPARENT', 'BACKGROUND_WHITE'] as const;
export const HEADER_SIZES = ['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER'] as const;

/** One node of `position_json`. */
export interface LayoutNode {
  id: string;
  type: LayoutComponentType;
  children: string[];
  parents?: string[];
  meta?: Record<string, unknown>;
}

/** Native filter types a dashboard's filter bar offers. */
export const NATIVE_FILTER_TYPES = ['filter_select', 'filter_range', 'filter_time', 'filter_timecolumn', 'filter_timegrain'] as const;
export type NativeFilterType = (typeof NATIVE_FILTER_TYPES)[number];

export const NATIVE_FILTER_ID_PREFIX = 'NATIVE_FILTER-';
export const NATIVE_FILTER_DIVIDER_ID_PREFIX = 'NATIVE_FILTER_DIVIDER-';

/** Superset's categorical colour schemes; a dashboard naming another one gets the default. */
export const CATEGORICAL_COLOR_SCHEMES = [
  'supersetColors',
  'bnbColors',
  'googleCategory10c',
  'googleCategory20c',
  'd3Category10',
  'd3Category20',
  'd3Category20b',
  'd3Category20c',
  'lyftColors',
  'presetColors',
  'echarts4Colors',
  'echarts5Colors',
  'modernSunset',
  'colorsOfRainbow',
  'blueToGreen',
  'redToYellow',
  'wavesOfBlue',
] as const;
export const DEFAULT_COLOR_SCHEME = 'supersetColors';

export const FILTER_BAR_ORIENTATIONS = ['VERTICAL', 'HORIZONTAL'] as const;

import type { ChartPlugin } from './core/chart-plugin.types';

/** Chart types of Superset's gallery beyond the first thirteen (group A), in gallery order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const GALLERY_PLUGINS_A: readonly ChartPlugin<any, any>[] = [];

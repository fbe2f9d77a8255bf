import type { ChartPlugin } from './core/chart-plugin.types';

/** Chart types of Superset's gallery beyond the first thirteen (group B), in gallery order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const GALLERY_PLUGINS_B: readonly ChartPlugin<any, any>[] = [];

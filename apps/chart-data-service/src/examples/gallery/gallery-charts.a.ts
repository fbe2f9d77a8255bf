import type { ExampleChart } from '../example-chart.types';

/**
 * Gallery charts of the first group of chart types (scatter, smooth and step lines, funnel, gauge, …),
 * one per type, in the order they appear on the "Chart gallery" dashboard.
 */
export const GALLERY_CHARTS_A: readonly ExampleChart[] = [];

/**
 * How far beyond the viewport, in screen heights, a chart still counts as near: its query starts
 * while it is still that far away, so it has usually drawn by the time it scrolls into view.
 */
export const NEAR_SCREENS = 1;

/** The observer margin that reports a chart's element as near (`IntersectionObserver`'s `rootMargin`). */
export const NEAR_ROOT_MARGIN = `${NEAR_SCREENS * 100}% 0px`;

/**
 * Whether a chart is on or near the screen: as the page measured it once it has drawn its slot,
 * before that from where the layout puts it (a chart the layout does not place counts as near).
 */
export function isChartNear(
  chartId: number,
  measured: Readonly<Record<number, boolean>>,
  estimatedTops: ReadonlyMap<number, number>,
  viewportHeight: number,
): boolean {
  const known = measured[chartId];
  if (known !== undefined) return known;
  const top = estimatedTops.get(chartId);
  return top === undefined || top < viewportHeight * (1 + NEAR_SCREENS);
}

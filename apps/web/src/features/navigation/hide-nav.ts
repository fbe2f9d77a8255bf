/** UI-config bit flags carried in the address (spec part 1 §2). */
export const UI_CONFIG = {
  hideTitle: 1,
  hideTab: 2,
  hideNav: 4,
  hideChartControls: 8,
  emitDataMasks: 16,
} as const;

/** The nav is hidden in embedded and standalone views (`uiConfig` with the hide-nav bit, or `standalone`). */
export function shouldHideNav(search: URLSearchParams): boolean {
  const uiConfig = Number(search.get('uiConfig') ?? '0');
  if (Number.isInteger(uiConfig) && (uiConfig & UI_CONFIG.hideNav) !== 0) return true;
  const standalone = search.get('standalone')?.toLowerCase();
  return standalone !== undefined && standalone !== '' && standalone !== '0' && standalone !== 'false';
}

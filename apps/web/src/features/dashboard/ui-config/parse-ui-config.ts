import { UI_CONFIG } from '../../navigation';

/**
 * `standalone` levels of the dashboard address: 1 hides the app navigation, 2 also the dashboard
 * title, 3 (report mode, used for screenshots) also every chart's controls and the filter bar.
 */
export const STANDALONE = { none: 0, hideNav: 1, hideNavAndTitle: 2, report: 3 } as const;

export type StandaloneLevel = (typeof STANDALONE)[keyof typeof STANDALONE];

/** What the address asks a dashboard to show: `uiConfig` bits, `standalone`, `show_filters`, `expand_filters`. */
export interface UrlUiConfig {
  hideTitle: boolean;
  /** The top-level tab bar is hidden; the selected tab's content still shows. */
  hideTab: boolean;
  hideNav: boolean;
  hideChartControls: boolean;
  /** The embedded page tells its host about every data mask change. */
  emitDataMasks: boolean;
  showFilters: boolean;
  expandFilters: boolean;
  standalone: StandaloneLevel;
}

/** Superset reads these flags as booleans: absent means the default, `false`/`0` turn them off. */
function flag(search: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = search.get(name)?.toLowerCase();
  if (value === undefined || value === '') return fallback;
  return value !== 'false' && value !== '0';
}

/** The `uiConfig` bit set: a non-negative integer, anything else none. */
function uiConfigBits(search: URLSearchParams): number {
  const bits = Number(search.get('uiConfig') ?? '0');
  return Number.isInteger(bits) && bits > 0 ? bits : 0;
}

/** `standalone=1|2|3` picks its level; any other true value (`standalone=true`) means the first one. */
export function standaloneLevel(search: URLSearchParams): StandaloneLevel {
  const raw = search.get('standalone')?.toLowerCase();
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return STANDALONE.none;
  const level = Number(raw);
  return level === STANDALONE.hideNavAndTitle || level === STANDALONE.report ? level : STANDALONE.hideNav;
}

/** One reading of the display flags for the dashboard page and the embedded page alike. */
export function parseUrlUiConfig(search: URLSearchParams): UrlUiConfig {
  const bits = uiConfigBits(search);
  const has = (bit: number) => (bits & bit) !== 0;
  const standalone = standaloneLevel(search);
  return {
    hideTitle: has(UI_CONFIG.hideTitle) || standalone >= STANDALONE.hideNavAndTitle,
    hideTab: has(UI_CONFIG.hideTab),
    hideNav: has(UI_CONFIG.hideNav) || standalone >= STANDALONE.hideNav,
    hideChartControls: has(UI_CONFIG.hideChartControls) || standalone === STANDALONE.report,
    emitDataMasks: has(UI_CONFIG.emitDataMasks),
    showFilters: flag(search, 'show_filters', true) && standalone !== STANDALONE.report,
    expandFilters: flag(search, 'expand_filters', true),
    standalone,
  };
}

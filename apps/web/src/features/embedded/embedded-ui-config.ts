import { UI_CONFIG } from '../navigation/hide-nav';

/** What the SDK asked the embedded dashboard to show (`uiConfig` bits, `show_filters`, `expand_filters`). */
export interface EmbeddedUiConfig {
  hideTitle: boolean;
  hideChartControls: boolean;
  showFilters: boolean;
  expandFilters: boolean;
}

/** Superset reads these flags as booleans: absent means the default, `false`/`0` turn them off. */
function flag(search: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = search.get(name)?.toLowerCase();
  if (value === undefined || value === '') return fallback;
  return value !== 'false' && value !== '0';
}

export function parseEmbeddedUiConfig(search: URLSearchParams): EmbeddedUiConfig {
  const bits = Number(search.get('uiConfig') ?? '0');
  const uiConfig = Number.isInteger(bits) && bits > 0 ? bits : 0;
  return {
    hideTitle: (uiConfig & UI_CONFIG.hideTitle) !== 0,
    hideChartControls: (uiConfig & UI_CONFIG.hideChartControls) !== 0,
    showFilters: flag(search, 'show_filters', true),
    expandFilters: flag(search, 'expand_filters', true),
  };
}

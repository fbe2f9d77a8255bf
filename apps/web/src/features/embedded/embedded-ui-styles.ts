import { t } from '../../i18n';
import type { EmbeddedUiConfig } from './embedded-ui-config';

/** The element the embedded page wraps the dashboard view in; the rules below are scoped to it. */
export const EMBEDDED_ROOT_CLASS = 'embedded-dashboard';

/**
 * Applies the SDK's display flags to the shared dashboard view from outside, so the embedded page
 * reuses that view as it is: the header (title bar), each chart's menu, and the native filter bar.
 * `!important` because those elements set their layout in inline styles.
 */
export function embeddedUiConfigCss(config: EmbeddedUiConfig, filtersOpen: boolean): string {
  const root = `.${EMBEDDED_ROOT_CLASS}`;
  const rules: string[] = [];
  if (config.hideTitle) rules.push(`${root} article > header { display: none !important; }`);
  if (config.hideChartControls) rules.push(`${root} [data-layout-type="CHART"] button[aria-haspopup="menu"] { display: none !important; }`);
  if (!config.showFilters || !filtersOpen) rules.push(`${root} aside[aria-label=${JSON.stringify(t('Filters'))}] { display: none !important; }`);
  return rules.join('\n');
}

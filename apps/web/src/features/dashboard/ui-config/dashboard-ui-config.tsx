import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the dashboard view shows around its charts. The app shows everything; the address (the
 * `uiConfig` bits and `standalone` level, see `parse-ui-config.ts`) or an embedding host narrows
 * it, and a guest (an embedded viewer who is not signed in) never gets actions that need an
 * account: favourites, editing, refresh and permalinks.
 */
export interface DashboardUiConfig {
  hideTitle: boolean;
  /** The top-level tab bar is hidden; the selected tab's content still shows. */
  hideTab: boolean;
  hideChartControls: boolean;
  /** An embedded dashboard posts each data mask change to its host. */
  emitDataMasks: boolean;
  showFilters: boolean;
  /** The filter bar is open (an embedding may start it collapsed). */
  expandFilters: boolean;
  isGuest: boolean;
}

export const DEFAULT_DASHBOARD_UI_CONFIG: DashboardUiConfig = {
  hideTitle: false,
  hideTab: false,
  hideChartControls: false,
  emitDataMasks: false,
  showFilters: true,
  expandFilters: true,
  isGuest: false,
};

const DashboardUiConfigContext = createContext<DashboardUiConfig>(DEFAULT_DASHBOARD_UI_CONFIG);

export function DashboardUiConfigProvider({ value, children }: { value: DashboardUiConfig; children: ReactNode }) {
  return <DashboardUiConfigContext.Provider value={value}>{children}</DashboardUiConfigContext.Provider>;
}

export function useDashboardUiConfig(): DashboardUiConfig {
  return useContext(DashboardUiConfigContext);
}

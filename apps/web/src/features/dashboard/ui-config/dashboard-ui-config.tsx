import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the dashboard view shows around its charts. The app shows everything; an embedding host
 * narrows it with the SDK's flags, and a guest (an embedded viewer who is not signed in) never gets
 * actions that need an account: favourites, editing, refresh and permalinks.
 */
export interface DashboardUiConfig {
  hideTitle: boolean;
  hideChartControls: boolean;
  showFilters: boolean;
  /** The filter bar is open (an embedding may start it collapsed). */
  expandFilters: boolean;
  isGuest: boolean;
}

export const DEFAULT_DASHBOARD_UI_CONFIG: DashboardUiConfig = {
  hideTitle: false,
  hideChartControls: false,
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

import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DashboardUiConfig } from './dashboard-ui-config';
import { parseUrlUiConfig } from './parse-ui-config';

/** The dashboard display flags the current address asks for, for a signed-in viewer. */
export function useUrlUiConfig(): DashboardUiConfig {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  return useMemo(() => {
    const { hideTitle, hideTab, hideChartControls, emitDataMasks, showFilters, expandFilters } = parseUrlUiConfig(
      new URLSearchParams(search),
    );
    return { hideTitle, hideTab, hideChartControls, emitDataMasks, showFilters, expandFilters, isGuest: false };
  }, [search]);
}

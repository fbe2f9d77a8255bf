import { selectFeatureFlag, type StateWithConfig } from '../../config';

/** Dashboard roles restrict who may view a dashboard (Superset's `DASHBOARD_RBAC`). */
export const DASHBOARD_RBAC_FLAG = 'DASHBOARD_RBAC';

/** Off when the store has no config (a store built for one feature), as unknown flags are. */
export const selectDashboardRbac = (state: Partial<StateWithConfig>): boolean =>
  state.config ? selectFeatureFlag(DASHBOARD_RBAC_FLAG)(state as StateWithConfig) : false;

import { registerAuthFeature } from '../features/auth';
import { registerChartListFeature } from '../features/chart-list';
import { registerDashboardFeature } from '../features/dashboard';
import { registerDashboardListFeature } from '../features/dashboard-list';
import { registerDatabaseListFeature } from '../features/database-list';
import { registerDatasetListFeature } from '../features/dataset-list';
import { registerExploreFeature } from '../features/explore';
import { registerHomeFeature, registerRecentsHomeSection } from '../features/home';
import { registerSavedQueryListFeature } from '../features/saved-query-list';
import { registerSqlLabFeature } from '../features/sqllab';
import { registerTagListFeature } from '../features/tag-list';
import { appRegistries, type AppRegistries } from './routes';

/** One line per feature: each adds its pages and home sections. */
const FEATURES: readonly ((registries: AppRegistries) => void)[] = [registerAuthFeature, registerHomeFeature, registerRecentsHomeSection, registerChartListFeature, registerDashboardListFeature, registerDatabaseListFeature, registerDatasetListFeature, registerSavedQueryListFeature, registerTagListFeature, registerExploreFeature, registerDashboardFeature, registerSqlLabFeature];

export function registerFeatures(registries: AppRegistries = appRegistries): void {
  for (const register of FEATURES) register(registries);
}

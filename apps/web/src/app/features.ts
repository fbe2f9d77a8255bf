import { registerAnnotationLayersFeature } from '../features/annotation-layers';
import { registerAuthFeature } from '../features/auth';
import { registerChartListFeature } from '../features/chart-list';
import { registerCssTemplatesFeature } from '../features/css-templates';
import { registerDashboardFeature } from '../features/dashboard';
import { registerDashboardListFeature } from '../features/dashboard-list';
import { registerDatabaseListFeature } from '../features/database-list';
import { registerDatasetEditorFeature } from '../features/dataset-editor';
import { registerDatasetListFeature } from '../features/dataset-list';
import { registerEmbeddedFeature } from '../features/embedded';
import { registerExploreFeature } from '../features/explore';
import { registerHomeFeature, registerRecentsHomeSection } from '../features/home';
import { registerReportsFeature } from '../features/reports';
import { registerQueryHistoryFeature } from '../features/query-history';
import { registerSavedQueryListFeature } from '../features/saved-query-list';
import { registerSecurityAdminFeature } from '../features/security-admin';
import { registerSqlLabFeature } from '../features/sqllab';
import { registerTagListFeature } from '../features/tag-list';
import { registerTaggedEntitiesFeature } from '../features/tagged-entities';
import { registerUploadsFeature } from '../features/uploads';
import { registerUserInfoFeature } from '../features/user-info';
import { appRegistries, type AppRegistries } from '../routing';

/** One line per feature: each adds its pages and home sections. */
const FEATURES: readonly ((registries: AppRegistries) => void)[] = [
  registerAuthFeature,
  registerHomeFeature,
  registerRecentsHomeSection,
  registerChartListFeature,
  registerDashboardListFeature,
  registerDatabaseListFeature,
  registerDatasetListFeature,
  registerDatasetEditorFeature,
  registerSavedQueryListFeature,
  registerQueryHistoryFeature,
  registerTagListFeature,
  registerTaggedEntitiesFeature,
  registerUploadsFeature,
  registerExploreFeature,
  registerDashboardFeature,
  registerEmbeddedFeature,
  registerSqlLabFeature,
  registerReportsFeature,
  registerSecurityAdminFeature,
  registerUserInfoFeature,
  registerAnnotationLayersFeature,
  registerCssTemplatesFeature,
];

export function registerFeatures(registries: AppRegistries = appRegistries): void {
  for (const register of FEATURES) register(registries);
}

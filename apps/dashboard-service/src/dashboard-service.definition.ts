import type { ServiceDefinition } from '@tessera/platform';
import { CssTemplateEntity } from './css-templates/css-template.entity';
import { DashboardServiceModule } from './dashboard-service.module';
import { DashboardRoleEntity } from './dashboards/dashboard-role.entity';
import { DashboardSliceEntity } from './dashboards/dashboard-slice.entity';
import { DashboardEntity } from './dashboards/dashboard.entity';
import { EmbeddedDashboardEntity } from './dashboards/embedded-dashboard.entity';
import { CreateDashboardTables1790000000400 } from './migrations/1790000000400-create-dashboard-tables';
import { CreateCssTemplates1790000000500 } from './migrations/1790000000500-create-css-templates';
import { DashboardPermalinkEntity } from './permalinks/dashboard-permalink.entity';

/** The dashboard service: runs in its own process in cluster mode and inside the embedded process otherwise. */
export const dashboardServiceDefinition: ServiceDefinition = {
  name: 'dashboards',
  schema: 'dashboards',
  entities: [
    DashboardEntity,
    DashboardSliceEntity,
    DashboardRoleEntity,
    EmbeddedDashboardEntity,
    DashboardPermalinkEntity,
    CssTemplateEntity,
  ],
  migrations: [CreateDashboardTables1790000000400, CreateCssTemplates1790000000500],
  module: DashboardServiceModule,
};

// Decorator-free entry point for the SPA: constants, enums, pure helpers and types only.
export * from './errors/error-code';
export * from './errors/error-type';
export * from './rest/list-query.types';
export * from './rest/rison';
export * from './platform/services';
export * from './objects/object-types';
export * from './tags/tag.types';
export * from './dashboards/dashboard.types';
export * from './dashboards/dashboard-layout.types';
export type * from './charts/chart.types';
export type * from './charts/database.types';
export type * from './charts/dataset.types';
export * from './charts/chart-data-socket.types';
export * from './sql/sql.types';
// Request bodies are decorated classes: only their types cross, and type-only exports are erased from the bundle.
export type { DatabaseWriteFields } from './charts/database.dto';
export type { DashboardCopyFields, DashboardWriteFields } from './dashboards/dashboard.dto';
export type { DashboardChartView } from './dashboards/chart-links.contracts';
export type { RecentActivityItem } from './logs/logs.contracts';
export type { SavedQueryListRow, SavedQueryView, SqlLabBootstrap, TabStateView } from './sql/saved-query.types';
export type { SamplesReply } from './charts/dataset.contracts';
export type { UploadMetadataReply, UploadReply } from './charts/upload.contracts';
export type { DatasetCreateFields } from './charts/dataset.dto';
export type { DistinctReply, ListReply } from './rest/list-query.dto';
export * from './reports/report.types';
export type { ReportScheduleFields } from './reports/report.dto';
export type * from './security/security-admin.types';
export type { RlsFilterType, RlsRuleCreateFields } from './security/rls.dto';

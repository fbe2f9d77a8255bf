import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** The resources whose export/import bundles the chart-data service writes and reads. */
export const BUNDLE_RESOURCES = ['database', 'dataset', 'chart'] as const;
export type BundleResource = (typeof BUNDLE_RESOURCES)[number];
/**
 * Every kind of bundle. Saved queries and dashboards are owned by other services, which send their
 * own objects along and let the chart-data service write and read the one bundle format. `assets`
 * is a whole instance (`/api/v1/assets/…`): every database, dataset, chart, dashboard and saved query.
 */
export const BUNDLE_KINDS = [...BUNDLE_RESOURCES, 'saved_query', 'dashboard', 'assets'] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];

/** A saved query as its owner hands it over for a `queries/<db>/<schema>/<label>.yaml` file. */
export interface SavedQueryBundleItem {
  id: number;
  uuid: string;
  databaseId: number;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
}

/** A dashboard as its owner hands it over for a `dashboards/<title>_<id>.yaml` file. */
export interface DashboardBundleItem {
  id: number;
  uuid: string;
  dashboard_title: string;
  description: string | null;
  css: string;
  slug: string | null;
  certified_by: string | null;
  certification_details: string | null;
  published: boolean;
  /** Layout with chart ids; the export adds each chart's uuid. */
  position: Record<string, unknown> | null;
  metadata: Record<string, unknown>;
}

/** `GET /api/v1/{database|dataset|chart}/export/?q=!(ids)`. */
export class BundleExportRequest {
  @IsIn(BUNDLE_KINDS) resource!: BundleKind;
  /** The objects to export; for saved queries the ids of their databases, for dashboards the ids of their charts. */
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsObject({ each: true }) savedQueries?: SavedQueryBundleItem[];
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsObject({ each: true }) dashboards?: DashboardBundleItem[];
}

/** `GET /api/v1/{saved_query|dashboard}/export/?q=!(ids)`, answered by the owning service. */
export class OwnedBundleExportRequest {
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

/** `POST /api/v1/{database|dataset}/import/`: the multipart fields, the file as base64. */
export class BundleImportRequest {
  @IsIn(BUNDLE_KINDS) resource!: BundleKind;
  /**
   * Validate and resolve everything, then roll back: the reply lists the problems instead of
   * failing, so the owner of saved queries or dashboards can add its own before refusing.
   */
  @IsOptional() @IsBoolean() dryRun?: boolean;
  @IsString() @MaxLength(1024) fileName!: string;
  @IsString() base64!: string;
  /** `{"databases/x.yaml": "password"}`. */
  @IsOptional() @IsObject() passwords?: Record<string, string>;
  @IsOptional() @IsBoolean() overwrite?: boolean;
  @IsOptional() @IsObject() sshTunnelPasswords?: Record<string, string>;
  @IsOptional() @IsObject() sshTunnelPrivateKeys?: Record<string, string>;
  @IsOptional() @IsObject() sshTunnelPrivateKeyPasswords?: Record<string, string>;
  /** Dataset import: read the columns from the database instead of the bundle. */
  @IsOptional() @IsBoolean() syncColumns?: boolean;
  /** Dataset import: replace the dataset's metrics by the bundle's (otherwise bundle metrics are added or updated). */
  @IsOptional() @IsBoolean() syncMetrics?: boolean;
}

/** `GET /api/v1/assets/export/`: nothing to choose, the whole instance is exported. */
export class AssetsExportRequest {}

/** The saved queries of an assets import, checked by the chart-data service, for their owner to store. */
export class SavedQueriesApplyRequest {
  /** `queries/…yaml` path → file. */
  @IsObject() files!: Record<string, SavedQueryFile>;
  /** The ids their databases got, by uuid. */
  @IsObject() databaseIds!: Record<string, number>;
}

/** A `queries/…yaml` file as read from a bundle. */
export interface SavedQueryFile {
  catalog?: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string;
  uuid: string;
  database_uuid: string;
}

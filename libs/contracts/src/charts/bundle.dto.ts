import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** The resources whose export/import bundles the chart-data service writes and reads. */
export const BUNDLE_RESOURCES = ['database', 'dataset', 'chart'] as const;
export type BundleResource = (typeof BUNDLE_RESOURCES)[number];

/** `GET /api/v1/{database|dataset|chart}/export/?q=!(ids)`. */
export class BundleExportRequest {
  @IsIn(BUNDLE_RESOURCES) resource!: BundleResource;
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

/** `POST /api/v1/{database|dataset}/import/`: the multipart fields, the file as base64. */
export class BundleImportRequest {
  @IsIn(BUNDLE_RESOURCES) resource!: BundleResource;
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

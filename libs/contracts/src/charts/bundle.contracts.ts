import { defineRequest } from '../bus/descriptor';
import { ErrorCode, SupersetErrorType, TesseraError } from '../errors';
import {
  AssetsExportRequest,
  BundleExportRequest,
  BundleImportRequest,
  OwnedBundleExportRequest,
  SavedQueriesApplyRequest,
  type BundleKind,
  type SavedQueryBundleItem,
} from './bundle.dto';

/** A downloadable bundle: `dataset_export_20250101T120000.zip`. */
export interface BundleFile {
  name: string;
  contentType: 'application/zip';
  base64: string;
}

/** Superset's import error text when an object exists and the client did not ask to overwrite it. */
export const IMPORT_OVERWRITE_HINT = 'already exists and `overwrite=true` was not passed';
/** Superset's import error text for a database whose bundle carries a masked password. */
export const IMPORT_PASSWORD_NEEDED = 'Must provide a password for the database';

/** Superset's `model_name` per bundle kind, as its import messages spell it. */
export const BUNDLE_MODEL_NAMES: Record<BundleKind, string> = {
  database: 'database',
  dataset: 'dataset',
  chart: 'chart',
  saved_query: 'saved_queries',
  dashboard: 'dashboard',
  assets: 'assets',
};

/** Superset's refusal of an object that exists: `model_name.title()` + the hint. */
export function importOverwriteRefusal(kind: BundleKind): string {
  const title = BUNDLE_MODEL_NAMES[kind].replace(/(^|_)([a-z])/g, (_all, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`);
  return `${title} ${IMPORT_OVERWRITE_HINT}`;
}

/** Per bundle file: a message, or marshmallow-style field errors. */
export type BundleFileErrors = Record<string, string | Record<string, string[]>>;

/** Superset's import failure: 422 with one GENERIC_COMMAND_ERROR naming each file's problem. */
export function bundleImportFailed(kind: BundleKind, errors: BundleFileErrors): TesseraError {
  return new TesseraError(ErrorCode.VALIDATION_FAILED, `Error importing ${BUNDLE_MODEL_NAMES[kind]}`, {
    errorType: SupersetErrorType.GENERIC_COMMAND_ERROR,
    extra: { ...errors, http_status: 422 },
  });
}

/** What an import resolved: the ids of the bundle's objects by uuid, and the files its owner applies. */
export interface BundleImportReply {
  message: 'OK';
  /** Dry run only: every problem found, by file. */
  errors?: BundleFileErrors;
  databaseIds: Record<string, number>;
  datasetIds: Record<string, number>;
  chartIds: Record<string, number>;
  /** `queries/…yaml` files, validated, for the saved-query owner. */
  savedQueries: Record<string, SavedQueryYaml>;
  /** `dashboards/…yaml` files, validated, for the dashboard owner. */
  dashboards: Record<string, DashboardYaml>;
  /**
   * `filter_box` charts of the bundle by uuid. They are not stored (the chart type is gone): the
   * dashboard owner turns them into native filters of the dashboards that showed them.
   */
  filterBoxes?: Record<string, FilterBoxChart>;
  /** Dashboard and assets imports: chart files left out (their dataset is nowhere), with the reason. */
  skipped?: Record<string, string>;
}

/**
 * The answer to an import that went through. Parts of files that could not be carried over (a
 * layout node naming no chart, …) are listed per file in Superset's error shape, as a warning: the
 * rest of the bundle is imported.
 */
export interface BundleImportOutcome {
  message: 'OK';
  errors?: {
    message: string;
    error_type: typeof SupersetErrorType.GENERIC_COMMAND_ERROR;
    level: 'warning';
    extra: Record<string, string[]>;
  }[];
}

/** The outcome of an import, with what was left out by file (none: just `OK`). */
export function bundleImportOutcome(leftOut: Record<string, string[]>): BundleImportOutcome {
  if (Object.keys(leftOut).length === 0) return { message: 'OK' };
  return {
    message: 'OK',
    errors: [
      {
        message: 'Some parts of the bundle could not be imported',
        error_type: SupersetErrorType.GENERIC_COMMAND_ERROR,
        level: 'warning',
        extra: leftOut,
      },
    ],
  };
}

/** A legacy filter-box chart of an import bundle. */
export interface FilterBoxChart {
  sliceName: string;
  /** Its dataset, named like a native filter target of a bundle: the import points it at the dataset's id. */
  datasetUuid: string;
  params: Record<string, unknown>;
}

export interface SavedQueryYaml {
  catalog?: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string;
  uuid: string;
  version: string;
  database_uuid: string;
}

export interface DashboardYaml {
  dashboard_title: string;
  description?: string | null;
  css?: string | null;
  slug?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  published?: boolean | null;
  uuid: string;
  position?: Record<string, unknown> | null;
  metadata?: Record<string, unknown> | null;
  version: string;
}

export const Bundles = {
  /** Databases, datasets or charts as Superset's v1 export zip (passwords masked, references by uuid). */
  export: defineRequest<BundleExportRequest, BundleFile>('charts.bundle.export', BundleExportRequest, null, { timeoutMs: 120_000 }),
  /** Validates the whole bundle, then applies it in one transaction (all or nothing). */
  import: defineRequest<BundleImportRequest, BundleImportReply>('charts.bundle.import', BundleImportRequest, null, { timeoutMs: 300_000 }),
};

/**
 * Bundles of objects other services own: the owner gathers its objects and asks the chart-data
 * service (`Bundles`) to write or read the databases, datasets and charts they depend on.
 */
export const OwnedBundles = {
  savedQueryExport: defineRequest<OwnedBundleExportRequest, BundleFile>('sql.saved-query.bundle.export', OwnedBundleExportRequest, null, {
    timeoutMs: 120_000,
  }),
  savedQueryImport: defineRequest<BundleImportRequest, { message: 'OK' }>('sql.saved-query.bundle.import', BundleImportRequest, null, {
    timeoutMs: 300_000,
  }),
  dashboardExport: defineRequest<OwnedBundleExportRequest, BundleFile>(
    'dashboards.dashboard.bundle.export',
    OwnedBundleExportRequest,
    null,
    { timeoutMs: 120_000 },
  ),
  dashboardImport: defineRequest<BundleImportRequest, BundleImportOutcome>(
    'dashboards.dashboard.bundle.import',
    BundleImportRequest,
    null,
    {
      timeoutMs: 300_000,
    },
  ),
  /**
   * `GET /api/v1/assets/export/`: the dashboard service gathers its dashboards and the saved queries
   * and has the chart-data service write them with every database, dataset and chart.
   */
  assetsExport: defineRequest<AssetsExportRequest, BundleFile>('dashboards.assets.export', AssetsExportRequest, null, {
    timeoutMs: 300_000,
  }),
  /** `POST /api/v1/assets/import/`: everything in the bundle replaces what is here, as Superset does. */
  assetsImport: defineRequest<BundleImportRequest, BundleImportOutcome>('dashboards.assets.import', BundleImportRequest, null, {
    timeoutMs: 300_000,
  }),
  /** Every saved query, for an assets export. */
  savedQueryItems: defineRequest<AssetsExportRequest, SavedQueryBundleItem[]>('sql.saved-query.bundle.items', AssetsExportRequest, null, {
    timeoutMs: 120_000,
  }),
  /** Stores (creates or replaces, by uuid) the saved queries of an assets import. */
  savedQueriesApply: defineRequest<SavedQueriesApplyRequest, { message: 'OK' }>(
    'sql.saved-query.bundle.apply',
    SavedQueriesApplyRequest,
    null,
    { timeoutMs: 120_000 },
  ),
};

import { defineRequest } from '../bus/descriptor';
import { BundleExportRequest, BundleImportRequest } from './bundle.dto';

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

export const Bundles = {
  /** Databases, datasets or charts as Superset's v1 export zip (passwords masked, references by uuid). */
  export: defineRequest<BundleExportRequest, BundleFile>('charts.bundle.export', BundleExportRequest, null, { timeoutMs: 120_000 }),
  /** Validates the whole bundle, then applies it in one transaction (all or nothing). */
  import: defineRequest<BundleImportRequest, { message: 'OK' }>('charts.bundle.import', BundleImportRequest, null, { timeoutMs: 300_000 }),
};

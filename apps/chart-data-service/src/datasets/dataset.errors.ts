import { ErrorCode, forbidden, MANAGED_EXTERNALLY_MESSAGE, TesseraError } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

/** Field errors answered with 422 `{message: {field: [problem]}}`, as Superset's dataset commands do. */
export function datasetInvalid(fields: Record<string, string[]>): TesseraError {
  const message = Object.entries(fields)
    .map(([field, problems]) => `${field}: ${problems.join(' ')}`)
    .join('; ');
  return new TesseraError(ErrorCode.VALIDATION_FAILED, message, { fields, extra: { http_status: 422 } });
}

/** A body field that is malformed (400 `{message: {field: [problem]}}`), as marshmallow rejects it. */
export function datasetFieldMalformed(field: string, problem: string): TesseraError {
  return new TesseraError(ErrorCode.VALIDATION_FAILED, `${field}: ${problem}`, { fields: { [field]: [problem] } });
}

/** `schema.table` as Superset names a table in its messages. */
export const tableLabel = (table: string, schema: string | null | undefined, catalog?: string | null) =>
  [catalog, schema, table].filter((part): part is string => !!part).join('.');

export const datasetExists = (table: string, schema: string | null | undefined, catalog?: string | null) =>
  datasetInvalid({ table: [serverText('Dataset %s already exists', tableLabel(table, schema, catalog))] });

export const tableNotFound = (table: string, schema: string | null | undefined, catalog?: string | null) =>
  datasetInvalid({
    table: [
      serverText(
        'Table [%s] could not be found, please double check your database connection, schema, and table name',
        tableLabel(table, schema, catalog),
      ),
    ],
  });

export const databaseMissing = () => datasetInvalid({ database: [serverText('Database does not exist')] });
export const ownersInvalid = () => datasetInvalid({ owners: [serverText('Owners are invalid')] });
export const virtualOnly = () => datasetInvalid({ datasource_type: [serverText('Datasource type is invalid')] });

/** Superset's `DatasetForbiddenError`: the caller is neither an owner nor an admin. */
export const datasetForbidden = () => forbidden(serverText('Changing this dataset is forbidden'));

/** Externally managed datasets are edited where they are managed, never here. */
export const managedExternally = () => forbidden(MANAGED_EXTERNALLY_MESSAGE);

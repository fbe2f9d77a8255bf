import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

/** A body field that fails a rule: 400 rendered as Superset's `{message: {field: [problem]}}`. */
export function invalidChartField(field: string, problem: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, `${field}: ${problem}`, { fields: { [field]: [problem] } });
}

export const datasourceMissing = () => invalidChartField('datasource_id', serverText('Datasource does not exist'));
export const datasourceTypeInvalid = () => invalidChartField('datasource_type', serverText('Datasource type is invalid'));
export const ownersInvalid = (missing: number[]) =>
  invalidChartField('owners', serverText('Owners are invalid: no user with id %s', missing.join(', ')));
export const jsonInvalid = (field: string) => invalidChartField(field, serverText('JSON not valid'));

/** Superset's `ChartForbiddenError` as its API renders it. */
export const chartForbidden = () => new TesseraError(ErrorCode.FORBIDDEN, serverText('Forbidden'));

/** The caller may not query the dataset (Superset's `raise_for_access` on a datasource). */
export function datasetAccessDenied(name: string): TesseraError {
  return new TesseraError(
    ErrorCode.FORBIDDEN,
    serverText('This endpoint requires the datasource %s, database or `all_datasource_access` permission', name),
    {
      errorType: SupersetErrorType.DATASOURCE_SECURITY_ACCESS_ERROR,
    },
  );
}

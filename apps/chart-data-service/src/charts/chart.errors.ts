import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

/** A body field that fails a rule: 400 rendered as Superset's `{message: {field: [problem]}}`. */
export function invalidChartField(field: string, problem: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, `${field}: ${problem}`, { fields: { [field]: [problem] } });
}

export const datasourceMissing = () => invalidChartField('datasource_id', 'Datasource does not exist');
export const datasourceTypeInvalid = () => invalidChartField('datasource_type', 'Datasource type is invalid');
export const ownersInvalid = (missing: number[]) =>
  invalidChartField('owners', `Owners are invalid: no user with id ${missing.join(', ')}`);
export const jsonInvalid = (field: string) => invalidChartField(field, 'JSON not valid');

/** Superset's `ChartForbiddenError` as its API renders it. */
export const chartForbidden = () => new TesseraError(ErrorCode.FORBIDDEN, 'Forbidden');

/** The caller may not query the dataset (Superset's `raise_for_access` on a datasource). */
export function datasetAccessDenied(name: string): TesseraError {
  return new TesseraError(
    ErrorCode.FORBIDDEN,
    `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`,
    {
      errorType: SupersetErrorType.DATASOURCE_SECURITY_ACCESS_ERROR,
    },
  );
}

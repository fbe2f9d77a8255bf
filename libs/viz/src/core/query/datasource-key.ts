import { SupersetErrorType } from '@tessera/contracts/web';
import { ErrorCode } from '@tessera/contracts/web';
import { VizError } from '../viz-error';

/** Parses a form data datasource key such as `3__table` into the request's `{id, type}`. */
export function parseDatasourceKey(key: string): { id: number; type: string } {
  const [idPart, type = 'table'] = String(key).split('__');
  const id = Number(idPart);
  if (!idPart || !Number.isInteger(id) || id < 0) {
    throw new VizError(ErrorCode.BAD_REQUEST, `Invalid datasource key: ${String(key)}`, {
      errorType: SupersetErrorType.UNKNOWN_DATASOURCE_TYPE_ERROR,
      extra: { datasource: key },
    });
  }
  return { id, type };
}

import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

/**
 * The error every post-processing failure raises: a bad request whose message Superset clients
 * show as `Error: <message>` (Superset's `InvalidPostProcessingError` surfaced by the chart-data API).
 */
export function invalidPostProcessing(message: string, extra?: Record<string, unknown>): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, `Error: ${message}`, {
    errorType: SupersetErrorType.INVALID_PAYLOAD_SCHEMA_ERROR,
    ...(extra ? { extra } : {}),
  });
}

/** Superset's wording when an option references a column the frame does not have. */
export function missingColumns(columns: readonly unknown[]): TesseraError {
  return invalidPostProcessing('Referenced columns not available in DataFrame.', {
    columns: columns.map((column) => String(column)),
  });
}

import { ErrorCode, TesseraError } from '@tessera/contracts';

/** A time range, time expression or time shift that cannot be read; reported against `time_range`. */
export function timeRangeError(message: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, message, { fields: { time_range: [message] } });
}

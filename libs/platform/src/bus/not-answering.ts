import { ErrorCode, TesseraError } from '@tessera/contracts';

/** True for the errors that mean "nobody answered", as opposed to an answer that refused. */
export function isNotAnswering(error: unknown): boolean {
  return error instanceof TesseraError && (error.code === ErrorCode.UNAVAILABLE || error.code === ErrorCode.TIMEOUT);
}

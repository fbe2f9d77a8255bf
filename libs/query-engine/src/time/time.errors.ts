import { englishText, ErrorCode, TesseraError, type CatalogueText } from '@tessera/contracts';

/**
 * A time range, time expression or time shift that cannot be read; reported against `time_range`.
 * A catalogue text is answered in the user's language where the error's message is shown.
 */
export function timeRangeError(message: string | CatalogueText): TesseraError {
  const text = typeof message === 'string' ? undefined : message;
  const english = text ? englishText(text) : (message as string);
  return new TesseraError(ErrorCode.BAD_REQUEST, english, { fields: { time_range: [english] }, ...(text ? { text } : {}) });
}

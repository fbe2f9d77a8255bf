import { catalogueText, englishText, ErrorCode, TesseraError } from '@tessera/contracts';

/** Introspection of a table the database does not have; answered in the user's language. */
export function tableMissing(schema: string, table: string): TesseraError {
  const text = catalogueText('Table "%s.%s" does not exist', schema, table);
  return new TesseraError(ErrorCode.NOT_FOUND, englishText(text), { text });
}

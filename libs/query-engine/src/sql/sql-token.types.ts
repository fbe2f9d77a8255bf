/** What a piece of SQL text is, as far as quoting, comments and statement boundaries are concerned. */
export type SqlTokenKind =
  | 'whitespace'
  | 'line_comment'
  | 'block_comment'
  /** An unquoted identifier or keyword. */
  | 'word'
  | 'quoted_identifier'
  | 'string'
  | 'number'
  /** A bind placeholder (`$1`, `$name`, `?`): it would capture the compiler's own parameters. */
  | 'parameter'
  | 'operator'
  | 'open_paren'
  | 'close_paren'
  | 'comma'
  | 'semicolon'
  | 'dot'
  /** Any character no engine gives a meaning here (non-ASCII punctuation, control characters…). */
  | 'other';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  /** Offset of the first character in the source text. */
  offset: number;
}

/**
 * How one engine (in one configuration) splits text into tokens. The differences decide where a
 * string or a comment ends, which is exactly what an injection tries to confuse, so validation runs
 * every profile an engine may be configured with and accepts only text every profile accepts.
 */
export interface SqlLexProfile {
  readonly name: string;
  /** `always`: `\'` escapes in every string (MySQL); `e-prefix`: only in `E'…'` (PostgreSQL, DuckDB). */
  readonly backslashEscapes: 'never' | 'e-prefix' | 'always';
  /** MySQL reads `"…"` as a string unless ANSI_QUOTES is on; the others read an identifier. */
  readonly doubleQuotes: 'identifier' | 'string';
  readonly backtickIdentifiers: boolean;
  /** MySQL starts a line comment with `#`. */
  readonly hashComments: boolean;
  /** `$$…$$` and `$tag$…$tag$` strings. */
  readonly dollarQuotes: boolean;
  /** `$1`/`$name` are bind placeholders (PostgreSQL, DuckDB); in MySQL `$` is an identifier character. */
  readonly dollarParameters: boolean;
  /** `?` is a bind placeholder (MySQL drivers, DuckDB) rather than an operator (PostgreSQL JSON). */
  readonly questionMarkParameters: boolean;
  /** PostgreSQL and DuckDB let block comments nest; MySQL ends at the first `*\/`. */
  readonly nestedBlockComments: boolean;
}

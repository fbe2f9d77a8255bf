/** Separators that split pasted or typed text into several values in free-form multi selects. */
export const TOKEN_SEPARATORS = [',', '\n', '\t', ';'] as const;

const SEPARATOR_PATTERN = /[,\n\t;]/;

/** Whether `text` contains a token separator. */
export function hasTokenSeparator(text: string): boolean {
  return SEPARATOR_PATTERN.test(text);
}

/** Splits on every separator, trims each token and drops empties and duplicates (first wins). */
export function splitTokens(text: string): string[] {
  const seen = new Set<string>();
  for (const token of text.split(/[,\n\t;]+/)) {
    const trimmed = token.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

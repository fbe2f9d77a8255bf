/**
 * Whether a cell's text is a JSON object or array (scalars such as `"1"` or `"true"` are plain values
 * and stay inline).
 */
export function isJsonCell(value: unknown): boolean {
  if (value !== null && typeof value === 'object') return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!(text.startsWith('{') && text.endsWith('}')) && !(text.startsWith('[') && text.endsWith(']'))) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object';
  } catch {
    return false;
  }
}

/** Pretty-printed JSON (two-space indent) of a JSON cell. */
export function prettyJson(value: unknown): string {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return JSON.stringify(parsed, null, 2);
}

/** A function a template can call; positional and keyword arguments as Jinja passes them. */
export type TemplateFunction = (args: unknown[], kwargs: Record<string, unknown>) => unknown;

/** Marks a JS function as callable from templates (plain data is never called). */
export function templateFunction(fn: TemplateFunction): TemplateFunction & { __template: true } {
  return Object.assign(fn, { __template: true as const });
}

export function isTemplateFunction(value: unknown): value is TemplateFunction {
  return typeof value === 'function' && (value as { __template?: boolean }).__template === true;
}

/** Python's truthiness. */
export function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value as object).length > 0;
  return true;
}

function pythonNumber(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  return String(value);
}

/** Python's `repr`, which Jinja uses for items inside lists and dicts. */
export function pythonRepr(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return pythonStr(value);
}

/** Python's `str`, which Jinja uses to print `{{ value }}`. */
export function pythonStr(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (value instanceof Date)
    return value
      .toISOString()
      .replace('T', ' ')
      .replace(/\.000Z$|Z$/, '');
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** Python-style equality: deep for lists and dicts. */
export function pythonEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => pythonEquals(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a as object);
    return (
      keys.length === Object.keys(b as object).length &&
      keys.every((k) => pythonEquals((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}

/** `needle in haystack` for strings, lists and dicts. */
export function pythonContains(haystack: unknown, needle: unknown): boolean {
  if (typeof haystack === 'string') return haystack.includes(pythonStr(needle));
  if (Array.isArray(haystack)) return haystack.some((item) => pythonEquals(item, needle));
  if (haystack && typeof haystack === 'object') return Object.prototype.hasOwnProperty.call(haystack, String(needle));
  return false;
}

/** Items a `for` loop walks: list items, dict keys, string characters. */
export function iterableItems(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return [...value];
  if (typeof value === 'object') return Object.keys(value as object);
  return [];
}

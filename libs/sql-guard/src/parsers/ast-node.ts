/**
 * One object of a parser's JSON tree. The parsers publish no types for their trees (or types that
 * do not cover every statement they read), so a field is `unknown` until the analyzer that reads it
 * checks or declares its shape.
 */
export type AstNode = { readonly [field: string]: unknown };

/** `value?.[step]?.[next]…`: what lies at `path` below `value`, or undefined where a step is not an object. */
export function fieldAt(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const step of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

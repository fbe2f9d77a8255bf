/** Whether the template parameters are a JSON object; blank counts as none, and is fine. */
export function templateParamsError(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : 'not-an-object';
  } catch {
    return 'invalid-json';
  }
}

/** The parameters as an object for the calls that take one; invalid JSON is sent as none, as the server would read it. */
export function parseTemplateParams(text: string | null | undefined): Record<string, unknown> | null {
  if (!text || templateParamsError(text) !== null) return null;
  return JSON.parse(text) as Record<string, unknown>;
}

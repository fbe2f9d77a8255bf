import { parseBoundedJson } from '@tessera/contracts';

/** A database's `extra` JSON text as an object; anything unreadable counts as empty. */
export function parsedExtra(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = parseBoundedJson(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

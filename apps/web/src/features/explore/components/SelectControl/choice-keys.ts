import type { ControlChoice } from '@tessera/viz';

/** Select options carry strings; a choice value (number, null, text) travels as its JSON text. */
export function choiceKey(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** The choice value of a key; a typed free-form entry that is not JSON is taken as text. */
export function choiceValue(key: string, choices: readonly ControlChoice[] | undefined): unknown {
  const known = choices?.find(([value]) => choiceKey(value) === key);
  if (known) return known[0];
  try {
    return JSON.parse(key);
  } catch {
    return key;
  }
}

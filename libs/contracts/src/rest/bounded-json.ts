/** Deeper than any JSON Tessera or Superset writes (dashboard layouts nest a dozen levels). */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests deeper than `limit`, counted over its raw characters (brackets inside
 * strings do not count) and stopping as soon as it passes. It runs before `JSON.parse`, so a value
 * nested thousands deep is refused before anything recursive (validation, `JSON.stringify`, a deep
 * copy) walks it and overflows the stack. Malformed JSON is left for the parser to refuse.
 */
export function jsonDepthExceeds(text: Uint8Array | string, limit = MAX_JSON_DEPTH): boolean {
  const code = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = code(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * `JSON.parse` for text a caller sent (JSON held in string fields such as `json_metadata`,
 * `position_json`, `params`, `form_data`): too deep a text fails as malformed JSON does, with a
 * `SyntaxError`, so every place that answers bad JSON with a 400 answers this one too.
 */
export function parseBoundedJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepthExceeds(text, maxDepth)) throw new SyntaxError(`JSON is nested too deeply (at most ${maxDepth} levels)`);
  return JSON.parse(text);
}

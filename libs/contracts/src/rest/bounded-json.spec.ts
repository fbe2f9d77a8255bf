import { jsonDepthExceeds, MAX_JSON_DEPTH, parseBoundedJson } from './bounded-json';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonDepthExceeds', () => {
  it('accepts JSON nested up to the limit and refuses one level more', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000))).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    const wide = JSON.stringify(Array.from({ length: 1000 }, () => ({ a: [{ b: [1] }] })));
    expect(jsonDepthExceeds(wide, 5)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ sql: '['.repeat(500), quoted: 'say \\"[[[[\\" {' }), 2)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(['\\', [[1]]]), 2)).toBe(true);
  });

  it('reads raw bytes as the body parser hands them over', () => {
    expect(jsonDepthExceeds(Buffer.from(nested(100)))).toBe(true);
    expect(jsonDepthExceeds(Buffer.from(JSON.stringify({ name: 'Zürich ✓ [' })), 1)).toBe(false);
  });
});

describe('parseBoundedJson', () => {
  it('parses JSON within the limit and fails like malformed JSON beyond it', () => {
    expect(parseBoundedJson('{"a":[1,{"b":"[[["}]}')).toEqual({ a: [1, { b: '[[[' }] });
    expect(() => parseBoundedJson(nested(10_000))).toThrow(SyntaxError);
    expect(() => parseBoundedJson(nested(10_000))).toThrow('nested too deeply');
    expect(() => parseBoundedJson('{')).toThrow(SyntaxError);
  });
});

import { risonDecode, risonDecodeOr, risonEncode } from './rison';

describe('rison', () => {
  it('encodes objects, arrays and literals', () => {
    expect(risonEncode({ a: 1, b: 'x' })).toBe('(a:1,b:x)');
    expect(risonEncode([1, 'two', null])).toBe('!(1,two,!n)');
    expect(risonEncode({ t: true, f: false, n: null })).toBe('(t:!t,f:!f,n:!n)');
  });

  it('quotes strings that are not safe identifiers and escapes ! and quotes', () => {
    expect(risonEncode('hello world')).toBe("'hello world'");
    expect(risonEncode("it's")).toBe("'it!'s'");
    expect(risonEncode('wow!')).toBe("'wow!!'");
    expect(risonEncode('')).toBe("''");
    expect(risonEncode('1abc')).toBe("'1abc'");
    expect(risonEncode('changed_on')).toBe('changed_on');
  });

  it('round-trips list filter state', () => {
    const state = { owners: [{ label: "O'Brien", value: 3 }], name: 'sales q1!', certified: true };
    expect(risonDecode(risonEncode(state))).toEqual(state);
  });

  it('decodes escapes and nested structures', () => {
    expect(risonDecode("(a:!(1,2),b:'x!'y',c:'a!!b')")).toEqual({ a: [1, 2], b: "x'y", c: 'a!b' });
    expect(risonDecode('!(!t,!f,!n)')).toEqual([true, false, null]);
  });

  it('falls back on malformed text instead of throwing', () => {
    expect(risonDecodeOr('(a:', {})).toEqual({});
    expect(risonDecodeOr(null, 'none')).toBe('none');
    expect(risonDecodeOr('(a:1)', {})).toEqual({ a: 1 });
    expect(() => risonDecode('(a:')).toThrow();
  });
});

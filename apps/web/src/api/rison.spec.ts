import { RisonError } from '@tessera/contracts/web';
import { encodeQueryComponent, encodeRison, encodeRisonUri } from './rison';

describe('encodeRison', () => {
  it.each([
    [true, '!t'],
    [false, '!f'],
    [null, '!n'],
    [undefined, '!n'],
    [0, '0'],
    [-1.5, '-1.5'],
    [1e21, '1e21'],
    [Number.NaN, '!n'],
    [Number.POSITIVE_INFINITY, '!n'],
  ])('encodes the scalar %p as %s', (value, expected) => {
    expect(encodeRison(value)).toBe(expected);
  });

  it('leaves identifiers bare', () => {
    expect(encodeRison('abc')).toBe('abc');
    expect(encodeRison('changed_on_delta_humanized')).toBe('changed_on_delta_humanized');
    expect(encodeRison('a-b.c/d~e')).toBe('a-b.c/d~e');
  });

  it('quotes strings that are not identifiers', () => {
    expect(encodeRison('')).toBe("''");
    expect(encodeRison('x y')).toBe("'x y'");
    expect(encodeRison('1abc')).toBe("'1abc'");
    expect(encodeRison('-abc')).toBe("'-abc'");
    for (const char of [':', '(', ')', ',', '*', '@', '$']) {
      expect(encodeRison(`a${char}b`)).toBe(`'a${char}b'`);
    }
  });

  it("escapes ! as !! and ' as !' inside quotes", () => {
    expect(encodeRison("it's")).toBe("'it!'s'");
    expect(encodeRison('wow!')).toBe("'wow!!'");
    expect(encodeRison("!'")).toBe("'!!!''");
  });

  it('encodes objects in key order, quoting keys when needed and skipping undefined members', () => {
    expect(encodeRison({ a: 1, b: 'x y' })).toBe("(a:1,b:'x y')");
    expect(encodeRison({ 'page size': 25, skip: undefined })).toBe("('page size':25)");
    expect(encodeRison({})).toBe('()');
  });

  it('encodes arrays with !( )', () => {
    expect(encodeRison([1, 'a', true, null])).toBe('!(1,a,!t,!n)');
    expect(encodeRison([])).toBe('!()');
  });

  it('encodes a list query as Superset expects it', () => {
    const q = {
      filters: [{ col: 'dashboard_title', opr: 'ct', value: 'sales 2024' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    };
    expect(encodeRison(q)).toBe(
      "(filters:!((col:dashboard_title,opr:ct,value:'sales 2024')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)",
    );
  });

  it('uses toJSON when a value has one', () => {
    expect(encodeRison({ at: new Date('2024-01-02T03:04:05.000Z') })).toBe("(at:'2024-01-02T03:04:05.000Z')");
  });

  it('refuses values JSON cannot hold', () => {
    expect(() => encodeRison(Symbol('x'))).toThrow(RisonError);
    expect(() => encodeRison(10n)).toThrow(RisonError);
  });
});

describe('encodeQueryComponent', () => {
  it('keeps rison punctuation readable and escapes what would break a query string', () => {
    expect(encodeQueryComponent("(a:'x y',b:!(1,2))")).toBe("(a:'x%20y',b:!(1,2))");
    expect(encodeQueryComponent('a&b=c+d#e?')).toBe('a%26b%3Dc%2Bd%23e%3F');
    expect(encodeQueryComponent('@$/,')).toBe('@$/,');
  });

  it('encodeRisonUri combines both', () => {
    expect(encodeRisonUri({ q: 'a b' })).toBe("(q:'a%20b')");
  });
});

import { risonDecode, risonEncode, RisonError } from './rison';

describe('rison', () => {
  it.each([
    ['(a:1,b:x)', { a: 1, b: 'x' }],
    [
      "(filters:!((col:slice_name,opr:ct,value:'sales q1')),page:0)",
      { filters: [{ col: 'slice_name', opr: 'ct', value: 'sales q1' }], page: 0 },
    ],
    ['!(1,2,3)', [1, 2, 3]],
    ['!()', []],
    ['()', {}],
    ['!t', true],
    ['!f', false],
    ['!n', null],
    ["'it!'s'", "it's"],
    ["'a!!b'", 'a!b'],
    ["''", ''],
    ['-1.5e3', -1500],
    ['(keys:!(permissions))', { keys: ['permissions'] }],
  ])('decodes %s', (text, expected) => {
    expect(risonDecode(text)).toEqual(expected);
  });

  it.each([{ a: 1, b: 'x y', c: [true, false, null], d: { e: "o'k!" } }, ['2020-01-01', '-x', 'a:b', ''], { 'weird key': 1 }])(
    'round-trips %j',
    (value) => {
      expect(risonDecode(risonEncode(value))).toEqual(value);
    },
  );

  it('leaves safe identifiers unquoted', () => {
    expect(risonEncode({ order_column: 'changed_on', order_direction: 'desc' })).toBe('(order_column:changed_on,order_direction:desc)');
  });

  it.each(['(a:1', '!(1,2', "'open", '(a 1)', '!x', '(a:1))', ''])('rejects %s', (text) => {
    expect(() => risonDecode(text)).toThrow(RisonError);
  });
});

import { lexProfilesFor } from './sql-lex.profiles';
import type { SqlLexProfile } from './sql-token.types';
import { significantTokens, tokenizeSql } from './sql.tokenizer';

const [postgresql, postgresqlLegacy] = lexProfilesFor('postgresql');
const [mysql, mysqlAnsi] = lexProfilesFor('mysql');
const [duckdb] = lexProfilesFor('duckdb');

function kinds(sql: string, profile: SqlLexProfile): string[] {
  return significantTokens(tokenizeSql(sql, profile)).map((token) => `${token.kind}:${token.text}`);
}

describe('tokenizeSql', () => {
  it('splits words, numbers, operators and punctuation', () => {
    expect(kinds('SUM(num) >= 1.5e3, t.x::text', postgresql)).toEqual([
      'word:SUM',
      'open_paren:(',
      'word:num',
      'close_paren:)',
      'operator:>=',
      'number:1.5e3',
      'comma:,',
      'word:t',
      'dot:.',
      'word:x',
      'operator:::',
      'word:text',
    ]);
  });

  it('keeps the text and offsets of every token, whitespace included', () => {
    const tokens = tokenizeSql("a = 'b'", postgresql);
    expect(tokens.map((token) => token.text).join('')).toBe("a = 'b'");
    expect(tokens.map((token) => token.offset)).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads doubled quotes as escapes in strings and identifiers', () => {
    expect(kinds(`'it''s' "a ""b"""`, postgresql)).toEqual([`string:'it''s'`, `quoted_identifier:"a ""b"""`]);
  });

  it('applies backslash escapes only where the engine does', () => {
    expect(kinds(`'a\\' x'`, mysql)).toEqual([`string:'a\\' x'`]);
    expect(kinds(`'a\\' x'`, postgresqlLegacy)).toEqual([`string:'a\\' x'`]);
    expect(kinds(`'a\\' x`, postgresql)).toEqual([`string:'a\\'`, 'word:x']);
    expect(kinds(`E'a\\'b'`, postgresql)).toEqual([`string:E'a\\'b'`]);
    expect(kinds(`E'a\\'`, mysqlAnsi)).toEqual(['word:E', `string:'a\\'`]);
    expect(() => kinds(`E'a\\'b'`, mysqlAnsi)).toThrow('unterminated string');
  });

  it('reads double quotes as strings in MySQL and identifiers elsewhere', () => {
    expect(kinds('"x"', mysql)).toEqual(['string:"x"']);
    expect(kinds('"x"', mysqlAnsi)).toEqual(['quoted_identifier:"x"']);
    expect(kinds('`x`', mysql)).toEqual(['quoted_identifier:`x`']);
    expect(kinds('`x`', postgresql)).toEqual(['operator:`', 'word:x', 'operator:`']);
  });

  it('reads dollar-quoted strings and bind placeholders', () => {
    expect(kinds("$$a'b$$ || $tag$ x $$ y $tag$", postgresql)).toEqual(["string:$$a'b$$", 'operator:||', 'string:$tag$ x $$ y $tag$']);
    expect(kinds('$1 + $name', postgresql)).toEqual(['parameter:$1', 'operator:+', 'parameter:$name']);
    expect(kinds('a ? b', duckdb)).toEqual(['word:a', 'parameter:?', 'word:b']);
    expect(kinds('a ? b', postgresql)).toEqual(['word:a', 'operator:?', 'word:b']);
    expect(kinds('$$x$$ + $1', mysql)).toEqual(['word:$$x$$', 'operator:+', 'word:$1']);
  });

  it('reads comments, including nested block comments where the engine nests them', () => {
    expect(kinds('a -- b\nc', postgresql)).toEqual(['word:a', 'line_comment:-- b', 'word:c']);
    expect(kinds('a # b', mysql)).toEqual(['word:a', 'line_comment:# b']);
    expect(kinds('a # b', postgresql)).toEqual(['word:a', 'operator:#', 'word:b']);
    expect(kinds('/* a /* b */ c */ d', postgresql)).toEqual(['block_comment:/* a /* b */ c */', 'word:d']);
    expect(kinds('/* a /* b */ c', mysql)).toEqual(['block_comment:/* a /* b */', 'word:c']);
    expect(kinds('1+--x', postgresql)).toEqual(['number:1', 'operator:+', 'line_comment:--x']);
  });

  it('marks unknown characters', () => {
    expect(kinds('a ＇ b ; c', postgresql)).toEqual(['word:a', 'other:＇', 'word:b', 'semicolon:;', 'word:c']);
    expect(kinds('naïve_名前', postgresql)).toEqual(['word:naïve_名前']);
  });

  it.each([
    ["'abc", 'unterminated string starting at position 1'],
    ['a "b', 'unterminated quoted identifier starting at position 3'],
    ['/* x', 'unterminated comment starting at position 1'],
    ['$q$ x', 'unterminated dollar-quoted string starting at position 1'],
  ])('rejects %s', (sql, message) => {
    expect(() => tokenizeSql(sql, postgresql)).toThrow(message);
  });
});

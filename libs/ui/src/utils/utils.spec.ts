import { copyTextToClipboard, COPY_UNSUPPORTED_TEXT } from './clipboard';
import { isValidCron, splitCron } from './cron';
import { toCsv, toTsv } from './delimited-text';
import { editDistance, suggestNames } from './edit-distance';
import { isJsonCell, prettyJson } from './json-cell';
import { hasTokenSeparator, splitTokens } from './tokens';
import { truncateText } from './truncate';

describe('toCsv', () => {
  it('writes a header and quotes fields that need it', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        { name: 'a', note: 'plain' },
        { name: 'b,c', note: 'say "hi"' },
        { name: 'multi\nline', note: null },
      ],
    );
    expect(csv).toBe('name,note\r\na,plain\r\n"b,c","say ""hi"""\r\n"multi\nline",');
  });

  it('serialises objects as JSON', () => {
    expect(toCsv(['v'], [{ v: { a: 1 } }])).toBe('v\r\n"{""a"":1}"');
  });
});

describe('toTsv', () => {
  it('joins with tabs and flattens tabs and line breaks inside values', () => {
    expect(
      toTsv(
        ['a', 'b'],
        [
          { a: 'x\ty', b: 'line1\nline2' },
          { a: 1, b: undefined },
        ],
      ),
    ).toBe('a\tb\nx y\tline1 line2\n1\t');
  });
});

describe('isJsonCell / prettyJson', () => {
  it.each([
    ['{"a":1}', true],
    ['[1,2]', true],
    [' {"a": [1]} ', true],
    ['{not json}', false],
    ['"text"', false],
    ['123', false],
    ['plain', false],
    [null, false],
    [42, false],
  ])('%p → %p', (value, expected) => {
    expect(isJsonCell(value)).toBe(expected);
  });

  it('pretty prints with two spaces', () => {
    expect(prettyJson('{"a":[1,2]}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
  });
});

describe('truncateText', () => {
  it('keeps short names and shortens long ones to 20 characters plus an ellipsis', () => {
    expect(truncateText('exactly twenty chars')).toBe('exactly twenty chars');
    expect(truncateText('a name that is much too long')).toBe('a name that is much …');
  });
});

describe('editDistance / suggestNames', () => {
  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('suggests candidates within two edits', () => {
    expect(suggestNames(['stat', 'zzzzzz'], ['state', 'start', 'country'])).toEqual({ stat: ['state', 'start'] });
  });
});

describe('tokens', () => {
  it('splits on comma, newline, tab and semicolon', () => {
    expect(splitTokens('a, b;c\td\ne,,a')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(hasTokenSeparator('a;b')).toBe(true);
    expect(hasTokenSeparator('ab')).toBe(false);
  });
});

describe('cron', () => {
  it.each([
    ['* * * * *', true],
    ['*/15 9-17 * * MON-FRI', true],
    ['0 0 1 1 *', true],
    ['61 * * * *', false],
    ['* * * *', false],
    ['0 * * * * *', false],
    ['every day', false],
  ])('%p valid: %p', (expression, expected) => {
    expect(isValidCron(expression)).toBe(expected);
  });

  it('splits into five fields', () => {
    expect(splitCron(' 0  12 * ')).toEqual(['0', '12', '*', '', '']);
  });
});

describe('copyTextToClipboard', () => {
  const original = navigator.clipboard;
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true });
  });

  it('uses the async clipboard when available', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyTextToClipboard('hello');
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('rejects with the unsupported message when nothing can copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    document.execCommand = jest.fn().mockReturnValue(false);
    await expect(copyTextToClipboard('x')).rejects.toThrow(COPY_UNSUPPORTED_TEXT);
  });

  it('falls back to the selection copy command', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = jest.fn().mockReturnValue(true);
    await copyTextToClipboard('x');
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });
});

/**
 * Rison (https://github.com/Nanonid/rison), the URL-friendly JSON encoding Superset uses for `q`.
 * Objects `(a:1,b:'x y')`, arrays `!(1,2)`, `!t` `!f` `!n`, strings quoted with `'` and escaped with `!`.
 */

const NOT_IDCHAR = " '!:(),*@$";
const NOT_IDSTART = '-0123456789';
const ID_OK = new RegExp(`^[^${escapeClass(NOT_IDSTART + NOT_IDCHAR)}][^${escapeClass(NOT_IDCHAR)}]*$`);

function escapeClass(chars: string): string {
  return chars.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
}

export class RisonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RisonError';
  }
}

/** Encodes a JSON-compatible value as rison; `undefined` members are left out as JSON does. */
export function risonEncode(value: unknown): string {
  if (value === null || value === undefined) return '!n';
  switch (typeof value) {
    case 'boolean':
      return value ? '!t' : '!f';
    case 'number':
      if (!Number.isFinite(value)) return '!n';
      return String(value).replace(/\+/g, '');
    case 'string':
      return encodeString(value);
    case 'object': {
      if (Array.isArray(value)) return `!(${value.map((item) => risonEncode(item)).join(',')})`;
      const withJson = value as { toJSON?: () => unknown };
      if (typeof withJson.toJSON === 'function') return risonEncode(withJson.toJSON());
      return `(${Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined && typeof v !== 'function')
        .map(([k, v]) => `${encodeString(k)}:${risonEncode(v)}`)
        .join(',')})`;
    }
    default:
      throw new RisonError(`Cannot encode a ${typeof value} as rison`);
  }
}

function encodeString(value: string): string {
  if (value !== '' && ID_OK.test(value)) return value;
  return `'${value.replace(/[!']/g, (c) => `!${c}`)}'`;
}

/** Decodes rison text; throws {@link RisonError} with the position of the problem. */
export function risonDecode(text: string): unknown {
  const parser = new RisonParser(text);
  const value = parser.readValue();
  parser.expectEnd();
  return value;
}

class RisonParser {
  private index = 0;

  constructor(private readonly text: string) {}

  expectEnd(): void {
    if (this.index < this.text.length) this.fail(`unexpected "${this.text[this.index]}"`);
  }

  readValue(): unknown {
    const c = this.text[this.index];
    if (c === undefined) this.fail('unexpected end of input');
    if (c === '!') return this.readBang();
    if (c === '(') return this.readObject();
    if (c === "'") return this.readQuoted();
    if (c === '-' || (c >= '0' && c <= '9')) return this.readNumber();
    return this.readIdentifier();
  }

  private readBang(): unknown {
    const next = this.text[this.index + 1];
    this.index += 2;
    switch (next) {
      case 't':
        return true;
      case 'f':
        return false;
      case 'n':
        return null;
      case '(':
        return this.readArrayItems();
      default:
        this.index -= 2;
        return this.fail(`unknown literal "!${next ?? ''}"`);
    }
  }

  private readArrayItems(): unknown[] {
    const items: unknown[] = [];
    while (this.text[this.index] !== ')') {
      if (items.length > 0) this.expect(',');
      items.push(this.readValue());
    }
    this.index += 1;
    return items;
  }

  private readObject(): Record<string, unknown> {
    this.index += 1;
    const result: Record<string, unknown> = {};
    let first = true;
    while (this.text[this.index] !== ')') {
      if (this.index >= this.text.length) this.fail('unterminated object');
      if (!first) this.expect(',');
      first = false;
      const key = this.text[this.index] === "'" ? this.readQuoted() : this.readIdentifier();
      this.expect(':');
      result[key] = this.readValue();
    }
    this.index += 1;
    return result;
  }

  private readQuoted(): string {
    this.index += 1;
    let out = '';
    for (;;) {
      const c = this.text[this.index];
      if (c === undefined) this.fail('unterminated string');
      this.index += 1;
      if (c === "'") return out;
      if (c === '!') {
        const escaped = this.text[this.index];
        if (escaped !== '!' && escaped !== "'") this.fail(`invalid string escape "!${escaped ?? ''}"`);
        out += escaped;
        this.index += 1;
      } else {
        out += c;
      }
    }
  }

  private readNumber(): number {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/.exec(this.text.slice(this.index));
    if (!match) this.fail('invalid number');
    this.index += match[0].length;
    return Number(match[0]);
  }

  private readIdentifier(): string {
    const start = this.index;
    while (this.index < this.text.length && !NOT_IDCHAR.includes(this.text[this.index])) this.index += 1;
    if (start === this.index) this.fail(`unexpected "${this.text[this.index]}"`);
    return this.text.slice(start, this.index);
  }

  private expect(char: string): void {
    if (this.text[this.index] !== char) this.fail(`expected "${char}"`);
    this.index += 1;
  }

  private fail(reason: string): never {
    throw new RisonError(`${reason} at position ${this.index}`);
  }
}

import { catalogueText } from '@tessera/contracts';
import { parseHumanDatetime } from './human-datetime.parser';
import { timeRangeError } from './time.errors';
import { addUnits, lastDayOf, parseTimeUnit, truncateTo, type TimeUnit } from './time-unit.util';

type Token = { kind: 'word' | 'int' | 'string' | 'punct'; text: string; value: string; at: number };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:([A-Za-z_]+)|([+-]?\d+)|('(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*")|([(),]))/y;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (!match) {
      const position = at + (source.slice(at).length - source.slice(at).trimStart().length) + 1;
      throw timeRangeError(catalogueText('Cannot parse time expression [%s]: unexpected text at position %s', source, position));
    }
    const start = at + match[0].length - match[0].trimStart().length;
    if (match[1]) tokens.push({ kind: 'word', text: match[1], value: match[1].toLowerCase(), at: start });
    else if (match[2]) tokens.push({ kind: 'int', text: match[2], value: match[2], at: start });
    else if (match[3]) {
      const quote = match[3][0];
      const body = match[3]
        .slice(1, -1)
        .replace(/\\(.)/g, '$1')
        .replaceAll(quote + quote, quote);
      tokens.push({ kind: 'string', text: match[3], value: body, at: start });
    } else tokens.push({ kind: 'punct', text: match[4], value: match[4], at: start });
    at = pattern.lastIndex;
  }
  return tokens;
}

const LASTDAY_UNITS = new Set(['year', 'quarter', 'month', 'week', 'day']);

/** Recursive-descent reader for Superset's time expression functions. */
class ExpressionReader {
  private position = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
    private readonly now: Date,
  ) {}

  private fail(expected: string): never {
    const token = this.tokens[this.position];
    const where = token ? `"${token.text}" at position ${token.at + 1}` : 'the end';
    throw timeRangeError(`Cannot parse time expression [${this.source}]: expected ${expected}, found ${where}`);
  }

  private take(kind: Token['kind'], value?: string): Token {
    const token = this.tokens[this.position];
    if (!token || token.kind !== kind || (value !== undefined && token.value !== value)) this.fail(value ?? kind);
    this.position += 1;
    return token;
  }

  private peek(value: string): boolean {
    return this.tokens[this.position]?.value === value;
  }

  /** `, unit [,] )` closing a function call. */
  private unitAndClose(allowed?: ReadonlySet<string>): TimeUnit {
    this.take('punct', ',');
    const word = this.tokens[this.position];
    const unit = word?.kind === 'word' ? parseTimeUnit(word.value) : null;
    if (!unit || word.value.endsWith('s') || (allowed && !allowed.has(unit))) this.fail('a time unit');
    this.position += 1;
    if (this.peek(',')) this.take('punct', ',');
    this.take('punct', ')');
    return unit;
  }

  readAll(): Date {
    const result = this.dateExpression();
    if (this.position < this.tokens.length) this.fail('the end of the expression');
    return result;
  }

  private dateExpression(): Date {
    const name = this.take('word');
    this.take('punct', '(');
    switch (name.value) {
      case 'datetime': {
        const text = this.take('string').value;
        this.take('punct', ')');
        return parseHumanDatetime(text, this.now);
      }
      case 'dateadd': {
        const base = this.dateExpression();
        this.take('punct', ',');
        const delta = this.integer();
        return addUnits(base, delta, this.unitAndClose());
      }
      case 'datetrunc':
        return truncateTo(this.dateExpression(), this.unitAndClose());
      case 'lastday': {
        const base = this.dateExpression();
        return lastDayOf(base, this.unitAndClose(LASTDAY_UNITS) as 'year' | 'quarter' | 'month' | 'week' | 'day');
      }
      case 'holiday':
        throw timeRangeError(catalogueText('Cannot parse time expression [%s]: HOLIDAY() is not supported', this.source));
      default:
        this.position -= 2;
        return this.fail('DATETIME, DATEADD, DATETRUNC or LASTDAY');
    }
  }

  private integer(): number {
    if (this.peek('datediff')) return this.dateDiff();
    return Number(this.take('int').value);
  }

  /** `DATEDIFF(a, b[, year|day])`: whole days (or calendar years) from a to b. */
  private dateDiff(): number {
    this.take('word', 'datediff');
    this.take('punct', '(');
    const from = this.dateExpression();
    this.take('punct', ',');
    const to = this.dateExpression();
    let unit = 'day';
    if (this.peek(',')) {
      this.take('punct', ',');
      unit = this.take('word').value;
      if (unit !== 'day' && unit !== 'year') this.fail('day or year');
      if (this.peek(',')) this.take('punct', ',');
    }
    this.take('punct', ')');
    if (unit === 'year') return to.getUTCFullYear() - from.getUTCFullYear();
    return Math.floor((to.getTime() - from.getTime()) / 86_400_000);
  }
}

/**
 * Evaluates Superset's time expression language (`datetime_eval`), names case-insensitive:
 * `DATETIME("<human datetime>")`, `DATEADD(<expr>, <int or DATEDIFF(…)>, <unit>)`,
 * `DATETRUNC(<expr>, <unit>)` (weeks start Monday), `LASTDAY(<expr>, year|quarter|month|week|day)`.
 * Unlike Superset, text after the expression is an error rather than ignored, and `HOLIDAY()` (which
 * needs a holiday calendar) is reported as unsupported.
 */
export function evaluateDatetimeExpression(expression: string, now: Date): Date {
  return new ExpressionReader(expression, tokenize(expression), now).readAll();
}

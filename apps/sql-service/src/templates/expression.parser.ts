import type { Expr } from './expression.ast';
import { lexExpression, type ExprToken } from './expression.lexer';
import { TemplateSyntaxError } from './template-syntax.error';

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);
const CONSTANTS: Record<string, unknown> = { true: true, True: true, false: false, False: false, none: null, None: null };

/** A recursive-descent parser with Jinja's operator precedence. */
export class ExpressionParser {
  private position = 0;

  constructor(
    private readonly tokens: ExprToken[],
    private readonly line: number,
  ) {}

  static of(source: string, line: number): ExpressionParser {
    return new ExpressionParser(lexExpression(source, line), line);
  }

  get atEnd(): boolean {
    return this.peek().kind === 'end';
  }

  peek(offset = 0): ExprToken {
    return this.tokens[Math.min(this.position + offset, this.tokens.length - 1)];
  }

  next(): ExprToken {
    const token = this.peek();
    if (token.kind !== 'end') this.position += 1;
    return token;
  }

  isName(value?: string): boolean {
    const token = this.peek();
    return token.kind === 'name' && (value === undefined || token.value === value);
  }

  isOp(value: string): boolean {
    const token = this.peek();
    return token.kind === 'op' && token.value === value;
  }

  expectName(value?: string): string {
    if (!this.isName(value)) this.fail(value ? `expected "${value}"` : 'expected a name');
    return this.next().value;
  }

  expectOp(value: string): void {
    if (!this.isOp(value)) this.fail(`expected "${value}"`);
    this.next();
  }

  expectEnd(): void {
    if (!this.atEnd) this.fail('unexpected text after the expression');
  }

  fail(detail: string): never {
    const token = this.peek();
    throw new TemplateSyntaxError(`${detail}, found ${token.kind === 'end' ? 'the end of the tag' : `"${token.value}"`}`, this.line);
  }

  /** `a if test else b` and everything below it. */
  parseExpression(): Expr {
    const value = this.parseOr();
    if (!this.isName('if')) return value;
    this.next();
    const test = this.parseOr();
    let otherwise: Expr | null = null;
    if (this.isName('else')) {
      this.next();
      otherwise = this.parseExpression();
    }
    return { type: 'cond', test, then: value, otherwise };
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.isName('or')) {
      this.next();
      left = { type: 'binary', op: 'or', left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseNot();
    while (this.isName('and')) {
      this.next();
      left = { type: 'binary', op: 'and', left, right: this.parseNot() };
    }
    return left;
  }

  private parseNot(): Expr {
    if (this.isName('not')) {
      this.next();
      return { type: 'unary', op: 'not', operand: this.parseNot() };
    }
    return this.parseCompare();
  }

  private parseCompare(): Expr {
    let left = this.parseMath1();
    for (;;) {
      const token = this.peek();
      if (token.kind === 'op' && COMPARISONS.has(token.value)) {
        this.next();
        left = { type: 'binary', op: token.value, left, right: this.parseMath1() };
      } else if (this.isName('in')) {
        this.next();
        left = { type: 'binary', op: 'in', left, right: this.parseMath1() };
      } else if (this.isName('not') && this.peek(1).kind === 'name' && this.peek(1).value === 'in') {
        this.next();
        this.next();
        left = { type: 'binary', op: 'not in', left, right: this.parseMath1() };
      } else if (this.isName('is')) {
        this.next();
        const negate = this.isName('not') ? (this.next(), true) : false;
        const name = this.expectName();
        const args = this.isOp('(') ? this.parseArguments().args : [];
        left = { type: 'test', value: left, name, negate, args };
      } else {
        return left;
      }
    }
  }

  private parseMath1(): Expr {
    let left = this.parseConcat();
    while (this.isOp('+') || this.isOp('-')) {
      const op = this.next().value;
      left = { type: 'binary', op, left, right: this.parseConcat() };
    }
    return left;
  }

  private parseConcat(): Expr {
    let left = this.parseMath2();
    while (this.isOp('~')) {
      this.next();
      left = { type: 'binary', op: '~', left, right: this.parseMath2() };
    }
    return left;
  }

  private parseMath2(): Expr {
    let left = this.parsePow();
    while (this.isOp('*') || this.isOp('/') || this.isOp('//') || this.isOp('%')) {
      const op = this.next().value;
      left = { type: 'binary', op, left, right: this.parsePow() };
    }
    return left;
  }

  private parsePow(): Expr {
    let left = this.parseUnary();
    while (this.isOp('**')) {
      this.next();
      left = { type: 'binary', op: '**', left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): Expr {
    if (this.isOp('-') || this.isOp('+')) {
      const op = this.next().value as '-' | '+';
      return { type: 'unary', op, operand: this.parseUnary() };
    }
    return this.parseFilters(this.parsePostfix(this.parsePrimary()));
  }

  private parseFilters(value: Expr): Expr {
    let result = value;
    while (this.isOp('|')) {
      this.next();
      const name = this.expectName();
      const { args, kwargs } = this.isOp('(') ? this.parseArguments() : { args: [], kwargs: {} };
      result = { type: 'filter', value: result, name, args, kwargs };
    }
    return result;
  }

  private parsePostfix(primary: Expr): Expr {
    let result = primary;
    for (;;) {
      if (this.isOp('.')) {
        this.next();
        const token = this.next();
        if (token.kind !== 'name' && token.kind !== 'number') this.fail('expected an attribute name');
        result = { type: 'attr', object: result, name: token.value };
      } else if (this.isOp('[')) {
        this.next();
        const key = this.parseExpression();
        this.expectOp(']');
        result = { type: 'item', object: result, key };
      } else if (this.isOp('(')) {
        const { args, kwargs } = this.parseArguments();
        result = { type: 'call', callee: result, args, kwargs };
      } else {
        return result;
      }
    }
  }

  private parsePrimary(): Expr {
    const token = this.next();
    if (token.kind === 'number') return { type: 'literal', value: Number(token.value) };
    if (token.kind === 'string') {
      let value = token.value;
      // Adjacent string literals concatenate, as in Python.
      while (this.peek().kind === 'string') value += this.next().value;
      return { type: 'literal', value };
    }
    if (token.kind === 'name')
      return token.value in CONSTANTS ? { type: 'literal', value: CONSTANTS[token.value] } : { type: 'name', name: token.value };
    if (token.kind === 'op' && token.value === '(') {
      const inner = this.parseExpression();
      if (this.isOp(',')) return this.parseSequence(inner, ')');
      this.expectOp(')');
      return inner;
    }
    if (token.kind === 'op' && token.value === '[')
      return this.isOp(']') ? (this.next(), { type: 'list', items: [] }) : this.parseSequence(this.parseExpression(), ']');
    if (token.kind === 'op' && token.value === '{') return this.parseDict();
    this.position -= token.kind === 'end' ? 0 : 1;
    return this.fail('expected a value');
  }

  private parseSequence(first: Expr, close: string): Expr {
    const items = [first];
    while (this.isOp(',')) {
      this.next();
      if (this.isOp(close)) break;
      items.push(this.parseExpression());
    }
    this.expectOp(close);
    return { type: 'list', items };
  }

  private parseDict(): Expr {
    const entries: [Expr, Expr][] = [];
    while (!this.isOp('}')) {
      const key = this.parseExpression();
      this.expectOp(':');
      entries.push([key, this.parseExpression()]);
      if (!this.isOp(',')) break;
      this.next();
    }
    this.expectOp('}');
    return { type: 'dict', entries };
  }

  /** `(a, b, key=c)`. */
  parseArguments(): { args: Expr[]; kwargs: Record<string, Expr> } {
    this.expectOp('(');
    const args: Expr[] = [];
    const kwargs: Record<string, Expr> = {};
    while (!this.isOp(')')) {
      if (this.peek().kind === 'name' && this.peek(1).kind === 'op' && this.peek(1).value === '=') {
        const name = this.next().value;
        this.next();
        kwargs[name] = this.parseExpression();
      } else {
        args.push(this.parseExpression());
      }
      if (!this.isOp(',')) break;
      this.next();
    }
    this.expectOp(')');
    return { args, kwargs };
  }
}

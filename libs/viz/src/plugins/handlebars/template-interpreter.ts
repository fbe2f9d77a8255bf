import Handlebars from 'handlebars';

type Node = hbs.AST.Node;
type Program = hbs.AST.Program;
type Expression = hbs.AST.Expression;

/** What a helper receives after its positional arguments, as Handlebars passes it. */
export interface HelperOptions {
  hash: Record<string, unknown>;
  /** Renders the block's body with a context (block helpers only). */
  fn: (context: unknown, data?: Record<string, unknown>) => string;
  /** Renders the `{{else}}` part. */
  inverse: (context: unknown, data?: Record<string, unknown>) => string;
}

export type Helper = (...args: unknown[]) => unknown;

/** Output a helper marks as HTML already, so it is not escaped again. */
export class SafeString {
  constructor(readonly html: string) {}
}

interface Frame {
  context: unknown;
  data: Record<string, unknown>;
}

/** Property names that reach into prototypes: never read, as Handlebars' own runtime refuses them. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__']);

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

export function escapeHtml(value: unknown): string {
  if (value instanceof SafeString) return value.html;
  if (value === null || value === undefined || value === false) return value === false ? 'false' : '';
  return String(value).replace(/[&<>"'`=]/g, (char) => ESCAPES[char]);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === false || value === '' || (Array.isArray(value) && value.length === 0);
}

function lookup(value: unknown, key: string): unknown {
  if (value === null || value === undefined || FORBIDDEN.has(key)) return undefined;
  return Object.hasOwn(Object(value), key) ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Renders a Handlebars template by walking the tree `Handlebars.parse` builds. Handlebars' own
 * `compile` turns templates into code run with `new Function`, which the page's content security
 * policy forbids; this interpreter needs no code generation. It covers mustaches (escaped and
 * raw), paths (`this`, `../`, `@index`, `@key`, `@first`, `@last`, `@root`), helpers with
 * arguments, hash arguments and sub-expressions, and the block helpers `if`, `unless`, `each` and
 * `with` plus any block helper given; partials and decorators are refused with an error.
 */
export class TemplateInterpreter {
  private readonly program: Program;

  constructor(
    source: string,
    private readonly helpers: Readonly<Record<string, Helper>>,
  ) {
    this.program = Handlebars.parse(source);
  }

  render(context: unknown): string {
    return this.renderProgram(this.program, [{ context, data: { root: context } }]);
  }

  private renderProgram(program: Program | undefined, stack: Frame[]): string {
    if (!program) return '';
    return program.body.map((statement) => this.renderStatement(statement, stack)).join('');
  }

  private renderStatement(node: Node, stack: Frame[]): string {
    switch (node.type) {
      case 'ContentStatement':
        return (node as hbs.AST.ContentStatement).value;
      case 'CommentStatement':
        return '';
      case 'MustacheStatement': {
        const mustache = node as hbs.AST.MustacheStatement;
        const value = this.call(mustache.path, mustache.params, mustache.hash, stack, true);
        return mustache.escaped ? escapeHtml(value) : value instanceof SafeString ? value.html : (value ?? '').toString();
      }
      case 'BlockStatement':
        return this.renderBlock(node as hbs.AST.BlockStatement, stack);
      default:
        throw new Error(
          `Templates cannot use ${node.type.replace('Statement', '').toLowerCase()}s here (line ${node.loc?.start.line ?? '?'})`,
        );
    }
  }

  private renderBlock(block: hbs.AST.BlockStatement, stack: Frame[]): string {
    const frame = stack[stack.length - 1];
    const fn = (context: unknown, data: Record<string, unknown> = {}) =>
      this.renderProgram(block.program, [...stack, { context, data: { ...frame.data, ...data } }]);
    const inverse = (context: unknown, data: Record<string, unknown> = {}) =>
      this.renderProgram(block.inverse, [...stack, { context, data: { ...frame.data, ...data } }]);
    const name = block.path.original;
    const params = block.params.map((param) => this.evaluate(param, stack));
    const hash = this.evaluateHash(block.hash, stack);
    const inPlace = (program: Program | undefined) => this.renderProgram(program, stack);
    if (name === 'if' || name === 'unless') {
      const truthy = name === 'if' ? !isEmpty(params[0]) : isEmpty(params[0]);
      return truthy ? inPlace(block.program) : inPlace(block.inverse);
    }
    if (name === 'with') return isEmpty(params[0]) ? inPlace(block.inverse) : fn(params[0]);
    if (name === 'each') return this.renderEach(params[0], fn, () => inPlace(block.inverse));
    const helper = this.helpers[name];
    if (helper) return String(helper(...params, { hash, fn, inverse } satisfies HelperOptions) ?? '');
    // A block over a value: a list repeats, an object becomes the context, a falsy value renders the else part.
    const value = this.evaluate(block.path, stack);
    if (Array.isArray(value)) return this.renderEach(value, fn, () => inPlace(block.inverse));
    if (isEmpty(value)) return inPlace(block.inverse);
    return fn(value === true ? frame.context : value);
  }

  private renderEach(items: unknown, fn: (context: unknown, data: Record<string, unknown>) => string, otherwise: () => string): string {
    if (Array.isArray(items)) {
      if (items.length === 0) return otherwise();
      return items.map((item, index) => fn(item, { index, key: index, first: index === 0, last: index === items.length - 1 })).join('');
    }
    if (items && typeof items === 'object') {
      const keys = Object.keys(items).filter((key) => !FORBIDDEN.has(key));
      if (keys.length === 0) return otherwise();
      return keys
        .map((key, index) =>
          fn((items as Record<string, unknown>)[key], { index, key, first: index === 0, last: index === keys.length - 1 }),
        )
        .join('');
    }
    return otherwise();
  }

  /** A mustache's value: a helper's result when its name is a helper, else the path's value. */
  private call(path: Expression, params: Expression[], hash: hbs.AST.Hash | undefined, stack: Frame[], mustache: boolean): unknown {
    const pathNode = path as hbs.AST.PathExpression;
    const helper =
      pathNode.type === 'PathExpression' && !pathNode.data && pathNode.depth === 0 && pathNode.parts.length === 1
        ? this.helpers[pathNode.original]
        : undefined;
    if (helper) {
      const args = params.map((param) => this.evaluate(param, stack));
      const none = () => '';
      return helper(...args, { hash: this.evaluateHash(hash, stack), fn: none, inverse: none } satisfies HelperOptions);
    }
    if (params.length > 0 || (hash && hash.pairs.length > 0)) {
      throw new Error(`Unknown helper "${pathNode.original}"${mustache ? '' : ' in a sub-expression'}`);
    }
    return this.evaluate(path, stack);
  }

  private evaluateHash(hash: hbs.AST.Hash | undefined, stack: Frame[]): Record<string, unknown> {
    return Object.fromEntries((hash?.pairs ?? []).map((pair) => [pair.key, this.evaluate(pair.value, stack)]));
  }

  private evaluate(node: Expression, stack: Frame[]): unknown {
    switch (node.type) {
      case 'StringLiteral':
      case 'NumberLiteral':
      case 'BooleanLiteral':
        return (node as hbs.AST.StringLiteral).value;
      case 'NullLiteral':
        return null;
      case 'UndefinedLiteral':
        return undefined;
      case 'SubExpression': {
        const sub = node as hbs.AST.SubExpression;
        return this.call(sub.path, sub.params, sub.hash, stack, false);
      }
      case 'PathExpression': {
        const path = node as hbs.AST.PathExpression;
        const frame = stack[Math.max(0, stack.length - 1 - path.depth)];
        if (path.data) {
          const [first, ...rest] = path.parts;
          return rest.reduce(lookup, frame.data[first]);
        }
        return path.parts.reduce(lookup, frame.context);
      }
      default:
        throw new Error(`Unsupported expression ${node.type}`);
    }
  }
}

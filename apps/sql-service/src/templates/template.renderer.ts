import type { Expr, TemplateNode } from './expression.ast';
import { methodOf, TEMPLATE_FILTERS } from './template-filters';
import { TemplateRenderError } from './template-syntax.error';
import { isTemplateFunction, iterableItems, pythonContains, pythonEquals, pythonStr, truthy } from './template-values';

type Scope = Map<string, unknown>;

const TESTS: Record<string, (value: unknown, args: unknown[]) => boolean> = {
  defined: (value) => value !== undefined,
  undefined: (value) => value === undefined,
  none: (value) => value === null,
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
  iterable: (value) => Array.isArray(value) || typeof value === 'string' || (!!value && typeof value === 'object'),
  mapping: (value) => !!value && typeof value === 'object' && !Array.isArray(value),
  sequence: (value) => Array.isArray(value) || typeof value === 'string',
  even: (value) => Number(value) % 2 === 0,
  odd: (value) => Math.abs(Number(value) % 2) === 1,
  divisibleby: (value, [by]) => Number(value) % Number(by) === 0,
  eq: (value, [other]) => pythonEquals(value, other),
  in: (value, [container]) => pythonContains(container, value),
};

function arithmetic(op: string, left: unknown, right: unknown, line: number): unknown {
  if (op === '+' && typeof left === 'string' && typeof right === 'string') return left + right;
  if (op === '+' && Array.isArray(left) && Array.isArray(right)) return [...left, ...right];
  if (op === '*' && typeof left === 'string' && typeof right === 'number') return left.repeat(Math.max(0, right));
  if (typeof left !== 'number' || typeof right !== 'number') {
    throw new TemplateRenderError(`unsupported operand types for ${op}: ${pythonStr(left)} and ${pythonStr(right)}`, line);
  }
  if ((op === '/' || op === '//' || op === '%') && right === 0) throw new TemplateRenderError('division by zero', line);
  switch (op) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '//':
      return Math.floor(left / right);
    case '%':
      return ((left % right) + right) % right;
    default:
      return left ** right;
  }
}

function compare(op: string, left: unknown, right: unknown): boolean {
  switch (op) {
    case '==':
      return pythonEquals(left, right);
    case '!=':
      return !pythonEquals(left, right);
    case 'in':
      return pythonContains(right, left);
    case 'not in':
      return !pythonContains(right, left);
    default: {
      const [a, b] = typeof left === 'number' && typeof right === 'number' ? [left, right] : [pythonStr(left), pythonStr(right)];
      return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
    }
  }
}

/** Evaluates parsed templates against a scope of variables and functions. */
export class TemplateRenderer {
  render(nodes: TemplateNode[], scope: Scope): string {
    let out = '';
    for (const node of nodes) out += this.renderNode(node, scope);
    return out;
  }

  private renderNode(node: TemplateNode, scope: Scope): string {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'output':
        return pythonStr(this.evaluate(node.expr, scope, node.line));
      case 'set':
        scope.set(node.target, this.evaluate(node.expr, scope, node.line));
        return '';
      case 'if': {
        const branch = node.branches.find((b) => truthy(this.evaluate(b.test, scope, node.line)));
        return this.render(branch ? branch.body : node.otherwise, scope);
      }
      case 'for':
        return this.renderFor(node, scope);
    }
  }

  private renderFor(node: Extract<TemplateNode, { type: 'for' }>, scope: Scope): string {
    const items = iterableItems(this.evaluate(node.iterable, scope, node.line));
    if (items.length === 0) return this.render(node.otherwise, scope);
    let out = '';
    const inner = new Map(scope);
    items.forEach((item, index) => {
      if (node.targets.length === 1) inner.set(node.targets[0], item);
      else node.targets.forEach((target, position) => inner.set(target, Array.isArray(item) ? item[position] : undefined));
      inner.set('loop', {
        index: index + 1,
        index0: index,
        first: index === 0,
        last: index === items.length - 1,
        length: items.length,
        revindex: items.length - index,
      });
      out += this.render(node.body, inner);
    });
    return out;
  }

  evaluate(expr: Expr, scope: Scope, line: number): unknown {
    switch (expr.type) {
      case 'literal':
        return expr.value;
      case 'name':
        return scope.get(expr.name);
      case 'list':
        return expr.items.map((item) => this.evaluate(item, scope, line));
      case 'dict':
        return Object.fromEntries(expr.entries.map(([k, v]) => [pythonStr(this.evaluate(k, scope, line)), this.evaluate(v, scope, line)]));
      case 'attr':
        return this.member(this.evaluate(expr.object, scope, line), expr.name);
      case 'item':
        return this.member(this.evaluate(expr.object, scope, line), this.evaluate(expr.key, scope, line));
      case 'call':
        return this.call(expr, scope, line);
      case 'filter': {
        if (!Object.hasOwn(TEMPLATE_FILTERS, expr.name)) throw new TemplateRenderError(`no filter named "${expr.name}"`, line);
        const args = expr.args.map((arg) => this.evaluate(arg, scope, line));
        const kwargs = Object.fromEntries(Object.entries(expr.kwargs).map(([k, v]) => [k, this.evaluate(v, scope, line)]));
        return TEMPLATE_FILTERS[expr.name](this.evaluate(expr.value, scope, line), args, kwargs);
      }
      case 'test': {
        if (!Object.hasOwn(TESTS, expr.name)) throw new TemplateRenderError(`no test named "${expr.name}"`, line);
        const result = TESTS[expr.name](
          this.evaluate(expr.value, scope, line),
          expr.args.map((arg) => this.evaluate(arg, scope, line)),
        );
        return expr.negate ? !result : result;
      }
      case 'unary': {
        const operand = this.evaluate(expr.operand, scope, line);
        if (expr.op === 'not') return !truthy(operand);
        return arithmetic(expr.op === '-' ? '*' : '+', expr.op === '-' ? -1 : 0, operand, line);
      }
      case 'binary':
        return this.binary(expr, scope, line);
      case 'cond':
        if (truthy(this.evaluate(expr.test, scope, line))) return this.evaluate(expr.then, scope, line);
        return expr.otherwise ? this.evaluate(expr.otherwise, scope, line) : undefined;
    }
  }

  private binary(expr: Extract<Expr, { type: 'binary' }>, scope: Scope, line: number): unknown {
    const left = this.evaluate(expr.left, scope, line);
    if (expr.op === 'and') return truthy(left) ? this.evaluate(expr.right, scope, line) : left;
    if (expr.op === 'or') return truthy(left) ? left : this.evaluate(expr.right, scope, line);
    const right = this.evaluate(expr.right, scope, line);
    if (expr.op === '~') return pythonStr(left) + pythonStr(right);
    if (['==', '!=', '<', '<=', '>', '>=', 'in', 'not in'].includes(expr.op)) return compare(expr.op, left, right);
    return arithmetic(expr.op, left, right, line);
  }

  private member(object: unknown, key: unknown): unknown {
    if (object === null || object === undefined) return undefined;
    if (Array.isArray(object) || typeof object === 'string') {
      if (typeof key === 'number') return object[key < 0 ? object.length + key : key];
      return methodOf(object, String(key));
    }
    if (typeof object === 'object') {
      const name = String(key);
      return Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : methodOf(object, name);
    }
    return undefined;
  }

  private call(expr: Extract<Expr, { type: 'call' }>, scope: Scope, line: number): unknown {
    const callee = this.evaluate(expr.callee, scope, line);
    if (!isTemplateFunction(callee)) throw new TemplateRenderError(`${pythonStr(callee) || 'undefined'} is not callable`, line);
    const args = expr.args.map((arg) => this.evaluate(arg, scope, line));
    const kwargs = Object.fromEntries(Object.entries(expr.kwargs).map(([k, v]) => [k, this.evaluate(v, scope, line)]));
    return callee(args, kwargs);
  }
}

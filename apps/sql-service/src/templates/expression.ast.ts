/** Expressions of the Jinja subset the SQL editor understands. */
export type Expr =
  | { type: 'literal'; value: unknown }
  | { type: 'name'; name: string }
  | { type: 'list'; items: Expr[] }
  | { type: 'dict'; entries: [Expr, Expr][] }
  | { type: 'attr'; object: Expr; name: string }
  | { type: 'item'; object: Expr; key: Expr }
  | { type: 'call'; callee: Expr; args: Expr[]; kwargs: Record<string, Expr> }
  | { type: 'filter'; value: Expr; name: string; args: Expr[]; kwargs: Record<string, Expr> }
  | { type: 'test'; value: Expr; name: string; negate: boolean; args: Expr[] }
  | { type: 'unary'; op: 'not' | '-' | '+'; operand: Expr }
  | { type: 'binary'; op: string; left: Expr; right: Expr }
  | { type: 'cond'; test: Expr; then: Expr; otherwise: Expr | null };

/** The statements of a parsed template. */
export type TemplateNode =
  | { type: 'text'; text: string }
  | { type: 'output'; expr: Expr; line: number }
  | { type: 'if'; branches: { test: Expr; body: TemplateNode[] }[]; otherwise: TemplateNode[]; line: number }
  | { type: 'for'; targets: string[]; iterable: Expr; body: TemplateNode[]; otherwise: TemplateNode[]; line: number }
  | { type: 'set'; target: string; expr: Expr; line: number };

/** Every name an expression reads (not attribute names), for the undefined-parameter check. */
export function namesIn(expr: Expr, into: Set<string> = new Set()): Set<string> {
  switch (expr.type) {
    case 'name':
      into.add(expr.name);
      break;
    case 'list':
      expr.items.forEach((item) => namesIn(item, into));
      break;
    case 'dict':
      expr.entries.forEach(([key, value]) => (namesIn(key, into), namesIn(value, into)));
      break;
    case 'attr':
      namesIn(expr.object, into);
      break;
    case 'item':
      namesIn(expr.object, into);
      namesIn(expr.key, into);
      break;
    case 'call':
      namesIn(expr.callee, into);
      expr.args.forEach((arg) => namesIn(arg, into));
      Object.values(expr.kwargs).forEach((arg) => namesIn(arg, into));
      break;
    case 'filter':
      namesIn(expr.value, into);
      expr.args.forEach((arg) => namesIn(arg, into));
      Object.values(expr.kwargs).forEach((arg) => namesIn(arg, into));
      break;
    case 'test':
      // `x is defined` asks about a name without needing it.
      if (!(expr.name === 'defined' || expr.name === 'undefined') || expr.value.type !== 'name') namesIn(expr.value, into);
      expr.args.forEach((arg) => namesIn(arg, into));
      break;
    case 'unary':
      namesIn(expr.operand, into);
      break;
    case 'binary':
      namesIn(expr.left, into);
      namesIn(expr.right, into);
      break;
    case 'cond':
      namesIn(expr.test, into);
      namesIn(expr.then, into);
      if (expr.otherwise) namesIn(expr.otherwise, into);
      break;
    default:
      break;
  }
  return into;
}

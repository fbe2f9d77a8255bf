import { namesIn, type Expr, type TemplateNode } from './expression.ast';
import { ExpressionParser } from './expression.parser';
import { splitTemplate, type TemplateSegment } from './template-source';
import { TemplateSyntaxError } from './template-syntax.error';

/** A parsed template and the names it reads that nothing inside it defines. */
export interface ParsedTemplate {
  nodes: TemplateNode[];
  freeNames: Set<string>;
}

type Terminator = { keyword: string; segment: TemplateSegment; parser: ExpressionParser };

class TemplateParser {
  private index = 0;
  private readonly read = new Set<string>();
  private readonly bound = new Set<string>();

  constructor(private readonly segments: TemplateSegment[]) {}

  parse(): ParsedTemplate {
    const { nodes, end } = this.parseBlock([]);
    if (end) throw new TemplateSyntaxError(`unexpected "{% ${end.keyword} %}"`, end.segment.line);
    const freeNames = new Set([...this.read].filter((name) => !this.bound.has(name)));
    return { nodes, freeNames };
  }

  /** Nodes up to one of `terminators` (returned with it), or to the end of the template. */
  private parseBlock(terminators: string[]): { nodes: TemplateNode[]; end: Terminator | null } {
    const nodes: TemplateNode[] = [];
    while (this.index < this.segments.length) {
      const segment = this.segments[this.index++];
      if (segment.kind === 'text') {
        nodes.push({ type: 'text', text: segment.content });
      } else if (segment.kind === 'output') {
        const parser = ExpressionParser.of(segment.content, segment.line);
        if (parser.atEnd) throw new TemplateSyntaxError('empty expression "{{ }}"', segment.line);
        const expr = this.expression(parser);
        parser.expectEnd();
        nodes.push({ type: 'output', expr, line: segment.line });
      } else {
        const parser = ExpressionParser.of(segment.content, segment.line);
        if (!parser.isName()) throw new TemplateSyntaxError('expected a statement such as "if", "for" or "set"', segment.line);
        const keyword = parser.next().value;
        if (terminators.includes(keyword)) return { nodes, end: { keyword, segment, parser } };
        nodes.push(this.statement(keyword, parser, segment));
      }
    }
    if (terminators.length > 0) {
      const last = this.segments[this.segments.length - 1];
      throw new TemplateSyntaxError(`the template ended before "{% ${terminators[terminators.length - 1]} %}"`, last?.line ?? 1);
    }
    return { nodes, end: null };
  }

  private statement(keyword: string, parser: ExpressionParser, segment: TemplateSegment): TemplateNode {
    if (keyword === 'if') return this.parseIf(parser, segment);
    if (keyword === 'for') return this.parseFor(parser, segment);
    if (keyword === 'set') {
      const target = parser.expectName();
      this.bound.add(target);
      parser.expectOp('=');
      const expr = this.expression(parser);
      parser.expectEnd();
      return { type: 'set', target, expr, line: segment.line };
    }
    throw new TemplateSyntaxError(`unknown statement "${keyword}"`, segment.line);
  }

  private parseIf(parser: ExpressionParser, segment: TemplateSegment): TemplateNode {
    const branches: { test: Expr; body: TemplateNode[] }[] = [];
    let test = this.expression(parser);
    parser.expectEnd();
    for (;;) {
      const { nodes, end } = this.parseBlock(['elif', 'else', 'endif']);
      branches.push({ test, body: nodes });
      const terminator = end as Terminator;
      if (terminator.keyword === 'endif') return { type: 'if', branches, otherwise: [], line: segment.line };
      if (terminator.keyword === 'else') {
        terminator.parser.expectEnd();
        const rest = this.parseBlock(['endif']);
        return { type: 'if', branches, otherwise: rest.nodes, line: segment.line };
      }
      test = this.expression(terminator.parser);
      terminator.parser.expectEnd();
    }
  }

  private parseFor(parser: ExpressionParser, segment: TemplateSegment): TemplateNode {
    const targets = [parser.expectName()];
    while (parser.isOp(',')) {
      parser.next();
      targets.push(parser.expectName());
    }
    parser.expectName('in');
    const iterable = this.expression(parser);
    parser.expectEnd();
    targets.forEach((target) => this.bound.add(target));
    this.bound.add('loop');
    const { nodes, end } = this.parseBlock(['else', 'endfor']);
    let otherwise: TemplateNode[] = [];
    if ((end as Terminator).keyword === 'else') otherwise = this.parseBlock(['endfor']).nodes;
    return { type: 'for', targets, iterable, body: nodes, otherwise, line: segment.line };
  }

  private expression(parser: ExpressionParser): Expr {
    const expr = parser.parseExpression();
    namesIn(expr, this.read);
    return expr;
  }
}

/** Parses a template; a syntax error names what was expected and the line. */
export function parseTemplate(source: string): ParsedTemplate {
  return new TemplateParser(splitTemplate(source)).parse();
}

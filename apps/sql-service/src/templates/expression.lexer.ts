import { TemplateSyntaxError } from './template-syntax.error';

export interface ExprToken {
  kind: 'name' | 'number' | 'string' | 'op' | 'end';
  value: string;
}

const OPERATORS = [
  '**',
  '//',
  '==',
  '!=',
  '<=',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '~',
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ':',
  '|',
  '=',
];

function readString(source: string, start: number, line: number): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  let index = start + 1;
  while (index < source.length && source[index] !== quote) {
    if (source[index] === '\\' && index + 1 < source.length) {
      const escaped = source[index + 1];
      value += ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[escaped] ?? escaped;
      index += 2;
    } else {
      value += source[index];
      index += 1;
    }
  }
  if (index >= source.length) throw new TemplateSyntaxError(`unclosed string ${quote}${value}`, line);
  return { value, end: index + 1 };
}

/** Tokens of one expression or statement body. */
export function lexExpression(source: string, line: number): ExprToken[] {
  const tokens: ExprToken[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '"' || char === "'") {
      const { value, end } = readString(source, index, line);
      tokens.push({ kind: 'string', value });
      index = end;
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9][0-9_]*(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(source.slice(index)) as RegExpExecArray;
      tokens.push({ kind: 'number', value: match[0].replace(/_/g, '') });
      index += match[0].length;
    } else if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(index)) as RegExpExecArray;
      tokens.push({ kind: 'name', value: match[0] });
      index += match[0].length;
    } else {
      const op = OPERATORS.find((candidate) => source.startsWith(candidate, index));
      if (!op) throw new TemplateSyntaxError(`unexpected character "${char}"`, line);
      tokens.push({ kind: 'op', value: op });
      index += op.length;
    }
  }
  tokens.push({ kind: 'end', value: '' });
  return tokens;
}
